/** An import request body for tests: a CSV preview into the deck "Imported", unless `extra` says otherwise. */
export const importing = (content: string, extra: object = {}) => ({
  format: 'csv',
  content,
  deckTitle: 'Imported',
  save: false,
  ...extra,
});
