import { registrationApiPaths } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { App } from './app/build-app.ts';
import { buildApp } from './app/build-app.ts';
import { users } from './modules/users/users.tables.ts';
import { forEachDatabase, testConfig } from './test/test-app.ts';

/** Values a parent types in, which must never reach a log line. */
const email = 'amelia.parent@example.com';
const childName = 'Zoë Wintergreen-Okafor';
const phone = '+14165550123';

const failingQueryRoutes = (app: App): void => {
  // PostgreSQL echoes the value it cannot cast in its message: "invalid input syntax ... "<value>"".
  app.get('/api/test/bad-cast', async () => {
    await app.db.execute(sql`select ${email}::text as email, ${childName}::int as age`);
    return {};
  });
  // A unique violation names the duplicate value in the driver error's detail.
  app.get('/api/test/duplicate', async () => {
    const row = { email, firstName: childName, phoneNumber: phone };
    await app.db.insert(users).values(row);
    await app.db.insert(users).values(row);
    return {};
  });
};

forEachDatabase((t) => {
  async function appLoggingTo(lines: string[]): Promise<App> {
    const app = await buildApp({
      config: testConfig(),
      database: t.connection(),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    failingQueryRoutes(app);
    await app.ready();
    return app;
  }

  it.each(['/api/test/bad-cast', '/api/test/duplicate'])(
    'logs a failing query (%s) without any of its parameter values',
    async (url) => {
      const lines: string[] = [];
      const app = await appLoggingTo(lines);
      const response = await app.inject({ method: 'GET', url });
      await app.close();
      expect(response.statusCode).toBe(500);
      const log = lines.join('\n');
      // The failure is still there to debug: the SQL, with placeholders, and the driver's words.
      expect(log).toContain('Failed query');
      for (const value of [email, childName, phone]) expect(log).not.toContain(value);
    },
  );

  it('logs a request without its query string values, keeping their names', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    await app.inject({
      method: 'GET',
      url: `${registrationApiPaths.validateEmail}?email=${encodeURIComponent(email)}`,
    });
    await app.inject({ method: 'GET', url: `/offers/abc?token=secret-offer-token` });
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain(`${registrationApiPaths.validateEmail}?email=`);
    expect(log).not.toContain(encodeURIComponent(email));
    expect(log).not.toContain('secret-offer-token');
  });

  it('redacts known personal fields wherever a line carries them', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    app.log.info({ email, child: { firstName: childName, dateOfBirth: '2024-05-01' } }, 'a note');
    app.log.info({ user: { phoneNumber: phone, lastName: 'Okafor' } }, 'another note');
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('a note');
    for (const value of [email, childName, '2024-05-01', phone, 'Okafor']) {
      expect(log).not.toContain(value);
    }
  });

  it('redacts the row values a database error quotes, and an error logged on its own', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const driverError = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      detail: `Key (email)=(${email}) already exists.`,
    });
    app.log.error({ err: driverError }, 'a raw driver error');
    const queryError = Object.assign(new Error(`Failed query: select $1\nparams: ${email}`), {
      query: 'select $1',
      params: [email],
    });
    app.log.error(queryError);
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('a raw driver error');
    expect(log).toContain('Failed query: select $1');
    expect(log).not.toContain(email);
  });

  it("redacts the email addresses and phone numbers another service's error quotes, keeping its other words", async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const gateway = new Error(`The number ${phone} is not a mobile number; call (416) 555-0199`);
    // As nodemailer reports a refused recipient: the server's reply, and the refused addresses.
    const smtpError = Object.assign(
      new Error(
        `Can't send mail - all recipients were rejected: 550 5.1.1 <${email}>: Recipient address rejected`,
        {
          cause: gateway,
        },
      ),
      {
        code: 'EENVELOPE',
        response: `550 5.1.1 <${email}>: Recipient address rejected`,
        rejected: [email],
        envelope: { from: 'noreply@kinderwait.ca', to: [email] },
      },
    );
    app.log.error({ err: smtpError, jobId: 42 }, 'job failed');
    app.log.warn(new Error(`SMS to 416.555.0142 failed for ${email}`));
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('job failed');
    expect(log).toContain('Recipient address rejected');
    expect(log).toContain('is not a mobile number');
    expect(log).toContain('EENVELOPE');
    for (const value of [email, phone, '(416) 555-0199', '416.555.0142', 'noreply@kinderwait.ca']) {
      expect(log).not.toContain(value);
    }
  });
});
