/** Says a message in the inbox's polite live region (one per page, owned by the app). */
export type Announce = (message: string) => void;
