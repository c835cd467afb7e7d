import { createHmac } from 'node:crypto';
import { roleIdHeader, xsrf } from '@kinderwait/contract';
import fc from 'fast-check';

/** The signed-in side of the fuzz session: who the valid credentials belong to. */
export interface FuzzSession {
  userId: string;
  email: string;
  accessToken: string;
  /** A role the user holds, and one they do not. */
  heldRoleId: number;
  notHeldRoleId: number;
  /** A genuine anti-forgery token (cookie value), as a browser holds it. */
  xsrfToken: string;
  /** The app's JWT_SECRET: the claims of a correctly signed token are input too. */
  jwtSecret: string;
}

export type AuthFault =
  'anonymous' | 'garbageHeader' | 'forgedSignature' | 'expired' | 'unsignedAlgNone';
export type RoleFault = 'notHeld' | 'garbage';
export type XsrfFault = 'missing' | 'mismatched' | 'unsignedCookie' | 'headerOnly';

export const authFaults: readonly AuthFault[] = [
  'anonymous',
  'garbageHeader',
  'forgedSignature',
  'expired',
  'unsignedAlgNone',
];
export const roleFaults: readonly RoleFault[] = ['notHeld', 'garbage'];
export const xsrfFaults: readonly XsrfFault[] = [
  'missing',
  'mismatched',
  'unsignedCookie',
  'headerOnly',
];

type Headers = Record<string, string | string[]>;

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** An HS256 JWT over any claims (jose only signs well-typed ones, and asynchronously). */
export function signJwt(claims: unknown, secret: string, algorithm = 'HS256'): string {
  const unsigned = `${base64url(JSON.stringify({ alg: algorithm, typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  if (algorithm === 'none') return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const now = (): number => Math.floor(Date.now() / 1000);

/** The Authorization header of an auth fault. */
export function authorizationFor(
  session: FuzzSession,
  fault: AuthFault,
): fc.Arbitrary<string | undefined> {
  const bearer = (token: string): string => `Bearer ${token}`;
  switch (fault) {
    case 'anonymous':
      return fc.constant(undefined);
    case 'garbageHeader':
      return fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Bearer a b',
        'Basic dXNlcjpwYXNz',
        `Token ${session.accessToken}`,
        bearer('x'.repeat(10_000)),
        bearer('a.b.c'),
        bearer('e30.e30.'),
      );
    case 'forgedSignature':
      return fc.constantFrom(
        bearer(signJwt(claimsOf(session), `${session.jwtSecret}-not`)),
        bearer(`${session.accessToken.slice(0, -2)}AA`),
      );
    case 'expired':
      return fc.constant(
        bearer(
          signJwt(
            { ...claimsOf(session), iat: now() - 7200, exp: now() - 3600 },
            session.jwtSecret,
          ),
        ),
      );
    case 'unsignedAlgNone':
      return fc.constant(
        bearer(signJwt({ ...claimsOf(session), iat: now(), exp: now() + 3600 }, '', 'none')),
      );
  }
}

function claimsOf(session: FuzzSession): Record<string, unknown> {
  return { id: session.userId, email: session.email, children: 0 };
}

/** The roleId header: the held role, none, or one of the role faults. */
export function roleHeaderFor(
  session: FuzzSession,
  fault: RoleFault | undefined,
): fc.Arbitrary<Headers> {
  const header = (value: string | string[]): Headers => ({ [roleIdHeader]: value });
  switch (fault) {
    case undefined:
      return fc.oneof(
        { weight: 2, arbitrary: fc.constant(header(String(session.heldRoleId))) },
        { weight: 1, arbitrary: fc.constant({}) },
      );
    case 'notHeld':
      return fc.constant(header(String(session.notHeldRoleId)));
    case 'garbage':
      return fc
        .constantFrom<string | string[]>(
          'x',
          '-1',
          '1.5',
          '0',
          '2147483648',
          '99999999999999999999',
          ' 1',
          '1,2',
          '١',
          [String(session.heldRoleId), String(session.notHeldRoleId)],
        )
        .map(header);
  }
}

/** Cookie and header of the anti-forgery check: genuine, or one of the xsrf faults. */
export function xsrfHeadersFor(session: FuzzSession, fault: XsrfFault | undefined): Headers {
  const cookie = (token: string): string => `${xsrf.cookieName}=${token}`;
  const header = xsrf.headerName.toLowerCase();
  switch (fault) {
    case undefined:
      return { cookie: cookie(session.xsrfToken), [header]: session.xsrfToken };
    case 'missing':
      return {};
    case 'mismatched':
      return { cookie: cookie(session.xsrfToken), [header]: `${session.xsrfToken}x` };
    case 'unsignedCookie':
      return { cookie: cookie('forged.token'), [header]: 'forged.token' };
    case 'headerOnly':
      return { [header]: session.xsrfToken };
  }
}
