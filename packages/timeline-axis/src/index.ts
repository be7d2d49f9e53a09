export * from './axis';
export * from './view';
export * from './ticks';
export * from './eras';
export * from './label-layout';
