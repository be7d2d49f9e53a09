export * from './flashcards';
export * from './random';
