/** Sample data of the banking-template screens. These screens never call the API. */
export * from './banking';
export * from './cards';
export * from './transactions';
export * from './users';
export * from './payments';
export * from './statistics';
