/** Every back-office query key starts here, so signing out can drop them all at once. */
export const adminQueryRoot = ['admin'] as const;
