export * from './scheduler';
export * from './due-list';
export * from './study-days';
export * from './study-stats';
export * from './review-session';
export * from './offline-time';
