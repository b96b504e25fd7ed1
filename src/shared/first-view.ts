/**
 * The id of a first view the server wrote before #root (a public memorial's, decision 040): the app
 * renders behind it and removes it when its page shows (web/lib/first-view.ts).
 */
export const FIRST_VIEW_ID = 'first-view';
