// A CommonJS module whose named exports Node cannot detect: use its default export.
import odataParser from '@balena/odata-parser';

/**
 * The OData `$filter` of GET /api/roles (docs/product/accounts.md#listing-roles), parsed by a real
 * OData parser and reduced to the only forms the app needs, joined by `and`:
 *   Id eq 3 · Id in (1,2) · not (Id in (1,2))
 *   RoleToRoleTypes/any(r: r/RoleType/Code in ('childcare')) (or `eq 'childcare'`)
 * Anything else is refused with an UnsupportedFilterError saying what was not understood.
 */
export type RoleFilterClause =
  | { kind: 'idIn'; ids: number[] }
  | { kind: 'idNotIn'; ids: number[] }
  | { kind: 'roleTypeCodeIn'; codes: string[] };

/** Clauses that must all hold; empty means every role. */
export type RoleFilter = RoleFilterClause[];

export class UnsupportedFilterError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'UnsupportedFilterError';
  }
}

type Bind = readonly [string, unknown];

export function parseRoleFilter(filter: string | undefined): RoleFilter {
  if (filter === undefined || filter.trim() === '') return [];
  let tree: unknown;
  let binds: readonly unknown[];
  try {
    const parsed = odataParser.parse(lambdaWhitespaceRemoved(filter), {
      startRule: 'ProcessRule',
      rule: 'FilterByExpression',
    });
    tree = parsed.tree;
    binds = parsed.binds;
  } catch (error) {
    throw new UnsupportedFilterError(
      `Not a valid OData filter: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const conjuncts = isOperation(tree, 'and') ? tree.slice(1) : [tree];
  return conjuncts.map((node) => clauseOf(node, binds));
}

/**
 * OData allows blanks after a lambda's colon (`any(r: r/...)`, the form the web app sends) but
 * the parser's grammar does not, so they are removed first; blanks inside string literals stay.
 */
export function lambdaWhitespaceRemoved(filter: string): string {
  let result = '';
  let inString = false;
  for (let index = 0; index < filter.length; index++) {
    const character = filter.charAt(index);
    if (character === "'") inString = !inString;
    result += character;
    if (character === ':' && !inString) {
      while (/\s/.test(filter.charAt(index + 1))) index++;
    }
  }
  return result;
}

function clauseOf(node: unknown, binds: readonly unknown[]): RoleFilterClause {
  if (isOperation(node, 'not')) {
    const inner = node[1];
    if (node.length === 2 && isOperation(inner, 'eqany') && isIdProperty(inner[1])) {
      return { kind: 'idNotIn', ids: listBind(inner[2], binds).map(integerOf) };
    }
    throw unsupported('only not (Id in (...)) can be negated');
  }
  if (isOperation(node, 'eq') && isIdProperty(node[1])) {
    return { kind: 'idIn', ids: [integerOf(bindOf(node[2], binds))] };
  }
  if (isOperation(node, 'eqany') && isIdProperty(node[1])) {
    return { kind: 'idIn', ids: listBind(node[2], binds).map(integerOf) };
  }
  if (isRecord(node) && node.name === 'RoleToRoleTypes' && isRecord(node.lambda)) {
    return { kind: 'roleTypeCodeIn', codes: roleTypeCodes(node.lambda, binds) };
  }
  throw unsupported(
    "supported: Id eq N, Id in (...), not (Id in (...)), RoleToRoleTypes/any(r: r/RoleType/Code in ('...')), joined by and",
  );
}

function roleTypeCodes(lambda: Record<string, unknown>, binds: readonly unknown[]): string[] {
  const { method, identifier, expression } = lambda;
  if (method !== 'any') throw unsupported('only RoleToRoleTypes/any(...) is supported');
  const operand = Array.isArray(expression) ? (expression[1] as unknown) : undefined;
  const codePath =
    isRecord(operand) &&
    operand.name === identifier &&
    isRecord(operand.property) &&
    operand.property.name === 'RoleType' &&
    isRecord(operand.property.property) &&
    operand.property.property.name === 'Code' &&
    operand.property.property.property === undefined;
  if (!codePath) throw unsupported('the lambda must test <variable>/RoleType/Code');
  if (isOperation(expression, 'eq')) return [textOf(bindOf(expression[2], binds))];
  if (isOperation(expression, 'eqany')) return listBind(expression[2], binds).map(textOf);
  throw unsupported('RoleType/Code can only be compared with eq or in');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOperation(value: unknown, operator: string): value is unknown[] {
  return Array.isArray(value) && value[0] === operator;
}

function isIdProperty(value: unknown): boolean {
  return (
    isRecord(value) && value.name === 'Id' && value.property === undefined && !('lambda' in value)
  );
}

function bindOf(reference: unknown, binds: readonly unknown[]): Bind {
  const index = isRecord(reference) ? reference.bind : undefined;
  const bind = typeof index === 'number' ? binds[index] : undefined;
  if (!Array.isArray(bind) || typeof bind[0] !== 'string') {
    throw unsupported('expected a literal value');
  }
  return [bind[0], bind[1]];
}

function listBind(reference: unknown, binds: readonly unknown[]): Bind[] {
  const [type, items] = bindOf(reference, binds);
  if (type !== 'List' || !Array.isArray(items)) throw unsupported('expected a list of values');
  return items.map((item: unknown) => {
    if (!Array.isArray(item) || typeof item[0] !== 'string') {
      throw unsupported('expected a literal value');
    }
    return [item[0], item[1]] as const;
  });
}

/** Role ids are PostgreSQL `integer`s: a larger number could match nothing, and the database refuses it. */
const idRange = { min: -2_147_483_648, max: 2_147_483_647 } as const;

function integerOf([type, value]: Bind): number {
  if (type !== 'Real' || typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw unsupported('Id must be compared with whole numbers');
  }
  if (value < idRange.min || value > idRange.max) {
    throw unsupported(
      `Id must be a whole number from ${String(idRange.min)} to ${String(idRange.max)}`,
    );
  }
  return value;
}

function textOf([type, value]: Bind): string {
  if (type !== 'Text' || typeof value !== 'string') {
    throw unsupported('RoleType/Code must be compared with quoted text');
  }
  return value;
}

function unsupported(detail: string): UnsupportedFilterError {
  return new UnsupportedFilterError(detail);
}
