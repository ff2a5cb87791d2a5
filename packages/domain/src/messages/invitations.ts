/** The student's invite-friends dialog (STU-25). */
export const INVITE_AT_LEAST_ONE_FRIEND = 'Please enter at least one friend.';
export const INVITE_ONE_NAME_REQUIRED = 'One friend name is required.';
export const INVITATIONS_SENT = 'We have sent your invitations.';
