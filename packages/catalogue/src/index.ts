export * from './browse';
export * from './catalogue-names';
export * from './search';
export * from './search-words';
export * from './years';
export * from './year-labels';
export * from './topic-deck';
