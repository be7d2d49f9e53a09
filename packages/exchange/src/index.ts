export * from './apkg';
export * from './csv';
export * from './exchange-card';
export * from './html-text';
export * from './timelinejs';
export * from './import-rows';
export * from './import-table';
export * from './year-text';
