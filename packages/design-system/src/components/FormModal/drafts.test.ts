import { dropDrafts, keepOpenDrafts, registerDraftKeeper, setDraftOwner } from './drafts';
import { putDraft, takeDraft } from './draftStore';

const place = { pathname: '/parents/1', title: 'Edit parent', openedWith: { lastName: 'Parent', password: '' } };

beforeEach(() => sessionStorage.clear());

describe('session drafts', () => {
  it('keeps nothing while nobody has signed in on the tab (no shell, no owner)', () => {
    putDraft(place, { lastName: 'Parentx' });
    expect(takeDraft(place)).toBeUndefined();
  });

  it("gives the owner's draft back once, for the same page, title and record only", () => {
    setDraftOwner(7);
    putDraft(place, { lastName: 'Parentx' });
    expect(takeDraft({ ...place, pathname: '/parents/2' })).toBeUndefined();
    expect(takeDraft({ ...place, title: 'New parent' })).toBeUndefined();
    expect(takeDraft({ ...place, openedWith: { lastName: 'Changed meanwhile', password: '' } })).toBeUndefined();
    expect(takeDraft(place)).toEqual({ lastName: 'Parentx' });
    expect(takeDraft(place)).toBeUndefined();
  });

  it('keeps the drafts while signed out (an ended session) and for the same user signing in again', () => {
    setDraftOwner(7);
    putDraft(place, { lastName: 'Parentx' });
    setDraftOwner(null);
    setDraftOwner(7);
    expect(takeDraft(place)).toEqual({ lastName: 'Parentx' });
  });

  it('drops them when someone else signs in on the tab, and when the user signs out', () => {
    setDraftOwner(7);
    putDraft(place, { lastName: 'Parentx' });
    setDraftOwner(null);
    setDraftOwner(8);
    expect(takeDraft(place)).toBeUndefined();
    putDraft(place, { lastName: 'Other' });
    dropDrafts();
    expect(takeDraft(place)).toBeUndefined();
  });

  it('never keeps a secret: each named path goes back to the value the dialog opened with', () => {
    setDraftOwner(7);
    putDraft(place, { lastName: 'Parentx', password: 'hunter22', card: { cvc: '123', name: 'Pat' } }, [
      'password',
      'card.cvc',
    ]);
    expect(takeDraft(place)).toEqual({ lastName: 'Parentx', password: '', card: { name: 'Pat' } });
  });

  it('keeps only plain JSON values (a File or a Date is not kept), and the newest ten drafts', () => {
    setDraftOwner(7);
    putDraft(place, { lastName: 'x', born: new Date(0) });
    expect(takeDraft(place)).toBeUndefined();
    for (let i = 0; i < 11; i += 1) putDraft({ ...place, pathname: `/parents/${i}` }, { lastName: `n${i}` });
    expect(takeDraft({ ...place, pathname: '/parents/0' })).toBeUndefined();
    expect(takeDraft({ ...place, pathname: '/parents/1' })).toEqual({ lastName: 'n1' });
    expect(takeDraft({ ...place, pathname: '/parents/10' })).toEqual({ lastName: 'n10' });
  });

  it('asks every open form to keep its values when the session ends, until it closes', () => {
    const keep = jest.fn();
    const unregister = registerDraftKeeper(keep);
    keepOpenDrafts();
    unregister();
    keepOpenDrafts();
    expect(keep).toHaveBeenCalledTimes(1);
  });
});
