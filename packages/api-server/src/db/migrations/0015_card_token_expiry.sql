-- The local card tokeniser keeps the expiry it tokenised (YYYY-MM, like payment_profiles.expiration_date), so a saved
-- profile stores the card's own expiry rather than the one a request body claims (the public enrollment stored the
-- body's: a card tokenised for 11/30 was saved as 01/40). Tokens made before have none (the body's is used for them).
ALTER TABLE card_tokens ADD COLUMN expiration_date text;
