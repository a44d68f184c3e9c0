export * from './users';
export * from './catalog';
export * from './shopping';
export * from './orders';
export * from './jobs';
export * from './shop';
