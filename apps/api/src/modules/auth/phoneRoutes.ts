import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { htSourceField } from '../../lib/htSource';
import { optionalUser, requireUser, userOf } from '../../lib/auth';
import { envelope, nullEnvelope, ok } from '../../lib/envelope';
import {
  clientIp,
  code,
  kid,
  LoginResultSchema,
  loginResult,
  mobile,
  password,
  setSessionCookie,
  termsVersion,
  validateAuthToken,
} from './http';
import type { PhoneAuthService } from './mobile';

const validateType = z
  .enum(['mobile', 'email'], { error: 'This verification has expired, please start again' })
  .describe(
    'How the reset code travels: mobile = SMS, email = mail (from forgot/password/validate)',
  );

const ResetStartSchema = z
  .object({
    validateType,
    validateAuthToken: z.string().describe('Token of the reset; valid 10 minutes'),
    validateTypeAccount: z
      .string()
      .describe('The account as typed, masked (138****5678, m***@example.com)'),
  })
  .meta({ id: 'ResetStart' });

/**
 * The China edition's sign-in calls (docs/product.md §7; docs/auth.md): phone
 * code and login, account login, the three reset steps, phone binding, and
 * the signed-in password change. Registered by `authRoutes`.
 */
export function registerPhoneRoutes(instance: FastifyInstance, phone: PhoneAuthService): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/login/mobile/code',
    {
      preHandler: app.routeLimit('codePerIp'), schema: { tags: ['auth'], body: z.object({ mobile }), response: { 200: nullEnvelope } } },
    async (request) => {
      await phone.sendLoginCode(request.body.mobile, clientIp(request));
      return ok(null);
    },
  );

  app.post(
    '/api/auth/login/mobile',
    {
      preHandler: app.routeLimit('loginPerIp'),
      schema: {
        tags: ['auth'],
        body: z.object({ mobile, code, htSource: htSourceField, termsVersion }),
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await phone.loginWithMobile(request.body, request.edition);
      setSessionCookie(request, reply, s);
      return loginResult(app.db, s);
    },
  );

  app.post(
    '/api/auth/login/account',
    {
      preHandler: app.routeLimit('loginPerIp'),
      schema: {
        tags: ['auth'],
        body: z.object({
          account: z
            .string({ error: 'Please enter your mobile number or e-mail address' })
            .describe('Mobile number or e-mail'),
          password,
          kid,
          termsVersion,
        }),
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await phone.loginWithAccount(request.body, clientIp(request));
      setSessionCookie(request, reply, s);
      return loginResult(app.db, s);
    },
  );

  app.get(
    '/api/auth/forgot/password/validate',
    {
      schema: {
        tags: ['auth'],
        description:
          'Step 1 of the reset: the account typed (mobile number or e-mail). A signed-in caller may leave it out to start from their own account (its mobile number, else its e-mail): Change password / Set a password.',
        querystring: z.object({
          account: z
            .string()
            .optional()
            .describe('Mobile number or e-mail; omitted = the signed-in caller’s own'),
        }),
        response: { 200: envelope(ResetStartSchema) },
      },
      preHandler: optionalUser,
    },
    async (request) => ok(await phone.startReset(request.query.account, request.user)),
  );

  app.post(
    '/api/auth/forgot/password/code',
    {
      preHandler: app.routeLimit('codePerIp'),
      schema: {
        tags: ['auth'],
        body: z.object({ validateType, validateAuthToken }),
        response: { 200: nullEnvelope },
      },
    },
    async (request) => {
      await phone.sendResetCode(request.body, clientIp(request));
      return ok(null);
    },
  );

  app.post(
    '/api/auth/forgot/password/submit',
    {
      schema: {
        tags: ['auth'],
        body: z.object({
          validateType,
          validateAuthToken,
          password,
          matchingPassword: z
            .string({ error: 'Please confirm your password' })
            .describe('encrypted like password'),
          code,
          kid,
        }),
        response: { 200: nullEnvelope },
      },
      preHandler: [optionalUser, app.routeLimit('loginPerIp')],
    },
    async (request) => {
      await phone.submitReset(request.body, request.edition, request.user);
      return ok(null);
    },
  );

  app.post(
    '/api/auth/binding/mobile/code',
    {
      preHandler: app.routeLimit('codePerIp'),
      schema: {
        tags: ['auth'],
        body: z.object({ mobile, validateAuthToken }),
        response: { 200: nullEnvelope },
      },
    },
    async (request) => {
      await phone.sendBindCode(request.body, clientIp(request));
      return ok(null);
    },
  );

  app.post(
    '/api/auth/binding/mobile/submit',
    {
      preHandler: app.routeLimit('loginPerIp'),
      schema: {
        tags: ['auth'],
        body: z.object({ mobile, validateAuthToken, code, htSource: htSourceField, termsVersion }),
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await phone.submitBinding(request.body, request.edition);
      setSessionCookie(request, reply, s);
      return loginResult(app.db, s);
    },
  );

  app.post(
    '/api/auth/password/change',
    {
      schema: {
        tags: ['auth'],
        body: z.object({
          oldPassword: z
            .string({ error: 'Please enter your current password' })
            .describe('encrypted like password'),
          password,
          matchingPassword: z
            .string({ error: 'Please confirm your password' })
            .describe('encrypted like password'),
          kid,
        }),
        response: { 200: nullEnvelope },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await phone.changePassword(request.body, userOf(request), request.edition, clientIp(request));
      return ok(null);
    },
  );
}
