/**
 * The operations of the app's OpenAPI document (`app.swagger()`), reduced to what the fuzz test
 * needs: where each input goes and its JSON Schema. Read from the document rather than from a
 * list in the test, so every route a later issue adds is fuzzed without editing the test.
 */

/** A JSON Schema node as @fastify/swagger writes it; read through the accessors below. */
export type SchemaNode = Readonly<Record<string, unknown>>;

export type ParameterLocation = 'path' | 'query';

export interface Parameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: SchemaNode;
}

export interface Operation {
  /** Upper case, as Fastify's router and `inject` take it. */
  method: string;
  /** The OpenAPI path, e.g. `/api/users/{userId}`. */
  path: string;
  /** `GET /api/users/{userId}`: names the operation in reports and seeds its cases. */
  key: string;
  parameters: Parameter[];
  /** The JSON body's schema; undefined when the operation takes no body. */
  body: SchemaNode | undefined;
  /** Declared with a security requirement (the Bearer token). */
  signedIn: boolean;
  /** The statuses the document lists for it (`200`, `4XX`, `default`...). */
  responses: ReadonlySet<string>;
}

export const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function schemaAt(node: SchemaNode, key: string): SchemaNode | undefined {
  const value = node[key];
  return isSchemaNode(value) ? value : undefined;
}

export function schemasAt(node: SchemaNode, key: string): SchemaNode[] {
  const value = node[key];
  return Array.isArray(value) ? value.filter(isSchemaNode) : [];
}

export function stringAt(node: SchemaNode, key: string): string | undefined {
  const value = node[key];
  return typeof value === 'string' ? value : undefined;
}

export function numberAt(node: SchemaNode, key: string): number | undefined {
  const value = node[key];
  return typeof value === 'number' ? value : undefined;
}

export function listAt(node: SchemaNode, key: string): readonly unknown[] {
  const value = node[key];
  return Array.isArray(value) ? value : [];
}

/** The node's types: `type` as a string or a list; none when it only combines others. */
export function typesOf(node: SchemaNode): string[] {
  const type = node.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item) => typeof item === 'string') : [];
}

export function propertiesOf(node: SchemaNode): [string, SchemaNode][] {
  const properties = schemaAt(node, 'properties');
  if (properties === undefined) return [];
  return Object.entries(properties).flatMap(([name, value]) =>
    isSchemaNode(value) ? [[name, value] as [string, SchemaNode]] : [],
  );
}

export function requiredOf(node: SchemaNode): Set<string> {
  return new Set(listAt(node, 'required').filter((item) => typeof item === 'string'));
}

/** Follows local `$ref`s (`#/components/schemas/X`, `#/$defs/X`) within the document. */
export function resolver(document: SchemaNode): (node: SchemaNode) => SchemaNode {
  const resolve = (node: SchemaNode, depth = 0): SchemaNode => {
    const ref = stringAt(node, '$ref');
    if (ref === undefined || !ref.startsWith('#/') || depth > 20) return node;
    let target: SchemaNode | undefined = document;
    for (const segment of ref.slice(2).split('/')) {
      target = target === undefined ? undefined : schemaAt(target, decodeURIComponent(segment));
    }
    return target === undefined ? node : resolve(target, depth + 1);
  };
  return (node) => resolve(node);
}

/** Every operation of the document, in document order. */
export function readOperations(document: SchemaNode): Operation[] {
  const resolve = resolver(document);
  const paths = schemaAt(document, 'paths') ?? {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isSchemaNode(item)) continue;
    for (const method of methods) {
      const operation = schemaAt(item, method);
      if (operation === undefined) continue;
      const parameters = schemasAt(operation, 'parameters').flatMap((raw): Parameter[] => {
        const parameter = resolve(raw);
        const location = stringAt(parameter, 'in');
        const name = stringAt(parameter, 'name');
        if ((location !== 'path' && location !== 'query') || name === undefined) return [];
        const schema = resolve(schemaAt(parameter, 'schema') ?? {});
        const examples = parameterExamples(parameter);
        return [
          {
            name,
            in: location,
            required: parameter.required === true || location === 'path',
            schema: examples.length === 0 ? schema : { ...schema, examples },
          },
        ];
      });
      const requestBody = schemaAt(operation, 'requestBody');
      const content = requestBody === undefined ? undefined : schemaAt(requestBody, 'content');
      const json = content === undefined ? undefined : schemaAt(content, 'application/json');
      const body = json === undefined ? undefined : resolve(schemaAt(json, 'schema') ?? {});
      operations.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        parameters,
        body,
        signedIn: schemasAt(operation, 'security').length > 0,
        responses: new Set(Object.keys(schemaAt(operation, 'responses') ?? {})),
      });
    }
  }
  return operations;
}

/**
 * A parameter's examples: @fastify/swagger moves a schema's `examples` to the parameter, as an
 * OpenAPI map of `{ value }`. The fuzz test starts from them (and mutates them), since values
 * of a small language such as an OData filter are unlikely to come out of a random generator.
 */
function parameterExamples(parameter: SchemaNode): unknown[] {
  const map = schemaAt(parameter, 'examples');
  const fromMap =
    map === undefined
      ? []
      : Object.values(map)
          .filter(isSchemaNode)
          .map((example) => example.value);
  return 'example' in parameter ? [...fromMap, parameter.example] : fromMap;
}

/** The URL of `operation` with its path parameters filled in (already encoded) and a raw query. */
export function urlOf(
  operation: Operation,
  encodedPathValues: Readonly<Record<string, string>>,
  rawQuery: string,
): string {
  const path = operation.path.replace(
    /\{([^}]+)\}/g,
    (_match, name: string) => encodedPathValues[name] ?? '',
  );
  return rawQuery === '' ? path : `${path}?${rawQuery}`;
}
