export * from './lexSql';
export * from './namedParameters';
