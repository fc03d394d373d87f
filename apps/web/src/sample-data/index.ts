/** Sample data of the banking-template screens (SPEC §2, §9). These screens never call the API. */
export * from './banking';
export * from './cards';
export * from './transactions';
export * from './users';
export * from './payments';
export * from './statistics';
