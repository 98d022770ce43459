import {
  accountKind,
  CODE_TTL_MS,
  DEFAULT_EDITION,
  maskEmail,
  maskMobile,
  validateEmailCode,
  validateMobile,
  validatePasswordMatch,
  type AccountKind,
  type Edition,
} from '@aigc/domain';
import { eq } from 'drizzle-orm';
import { SmsDeliveryError, type SmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { users, type CodeChannel, type CodePurpose } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, unavailable } from '../../lib/errors';
import { findUserByEmail, findUserById, findUserByPhone } from '../users';
import { createAccount, defaultNickname, hasIdentity, linkIdentity } from './accounts';
import { CodeMessages, consumeCode, dropCode, issueCode } from './codes';
import { checkPasswordWithLockout } from './lockout';
import { checkNewPassword, hashPassword } from './passwords';
import {
  check,
  isUniqueViolation,
  normalizeEmail,
  replacePassword,
  type AuthService,
  type NewSession,
} from './service';
import { consumeStep, createStep, readStep, STEP_EXPIRED } from './steps';
import { startSignedIn, termsGate, termsGateThenCode } from './terms';

/** Messages of the phone, account, reset, binding and password-change rules (docs/product.md §8; docs/auth.md). */
export const AccountMessages = {
  accountRequired: 'Please enter your mobile number or e-mail address',
  accountInvalid: 'Please enter a valid mobile number or e-mail address',
  badAccountLogin: 'Incorrect account or password',
  smsFailed: 'The verification code could not be sent, please try again later',
  phoneTaken: 'This mobile number is already bound to another account',
  noPassword: 'This account has no password yet; set one with "Forgot password"',
  noContact: 'This account has no mobile number or e-mail to send a code to',
  wrongCurrentPassword: 'The current password is incorrect',
} as const;

/** `validateType` of the reset steps: how the code travels (`mobile` = SMS, `email` = mail). */
export type ValidateType = AccountKind;

/** What `GET /api/auth/forgot/password/validate` answers. */
export interface ResetStart {
  validateType: ValidateType;
  validateAuthToken: string;
  /** The account as typed, masked (`138****5678`, `m***@example.com`). */
  validateTypeAccount: string;
}

/** What the phone and account service needs. */
export interface PhoneAuthDeps {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  /** The e-mail auth service: password decryption and mailing e-mail codes. */
  auth: AuthService;
}

function channelOf(kind: AccountKind): CodeChannel {
  return kind === 'mobile' ? 'sms' : 'email';
}

function normalizeAccount(kind: AccountKind, account: string): string {
  return kind === 'mobile' ? account.trim() : normalizeEmail(account);
}

/**
 * The China edition's sign-in rules (docs/product.md §4, §5; docs/auth.md):
 * SMS codes, phone login (the account is made on first login), account +
 * password login, the forgotten-password steps, binding a phone after
 * WeChat, and the password change of a signed-in user. Codes, caps and
 * lockouts are those of the e-mail auth (`./codes`, `./lockout`).
 */
export class PhoneAuthService {
  constructor(private readonly deps: PhoneAuthDeps) {}

  /**
   * Issues a code for `mobile` and texts it; an undelivered code is dropped
   * (no wait, no cap counted). Errors: 429 (docs/auth.md 'Limits'); 503
   * 'The verification code could not be sent…' when the provider refuses.
   */
  private async textCode(mobile: string, purpose: CodePurpose, ip: string | null): Promise<void> {
    const { id, code } = await issueCode(
      this.deps.db,
      { channel: 'sms', destination: mobile, purpose },
      this.deps.clock.now(),
      ip,
      this.deps.auth.limits,
    );
    try {
      await this.deps.sms.sendCode({ to: mobile, code, minutes: CODE_TTL_MS / 60_000 });
    } catch (err) {
      await dropCode(this.deps.db, id);
      if (err instanceof SmsDeliveryError) throw unavailable(AccountMessages.smsFailed);
      throw err;
    }
  }

  /**
   * `POST /api/auth/login/mobile/code`: texts a LOGIN code to any valid
   * number — with or without an account, the answer is the same.
   * Errors: 400 docs/product.md §5 mobile messages; 429; 503.
   */
  async sendLoginCode(mobile: string, ip: string | null): Promise<void> {
    check(validateMobile(mobile));
    await this.textCode(mobile.trim(), 'LOGIN', ip);
  }

  /**
   * `POST /api/auth/login/mobile`: signs in with the texted code; a number
   * without an account gets a new one (+5 tickets, nickname `用户<last 4>` in
   * China). The terms rule (docs/auth.md 'Terms'): a new number (a sign-up)
   * or an account that has not accepted the version in force needs
   * `termsVersion`, recorded with the sign-in. Errors: 400 mobile / code
   * rules and {@link CodeMessages}; 4003 'Please agree to the terms of
   * service and privacy policy' — said only for a right code, which stays
   * usable for the same request with `termsVersion`.
   */
  async loginWithMobile(
    input: { mobile: string; code: string; htSource?: string | undefined; termsVersion?: string | undefined },
    edition: Edition,
  ): Promise<NewSession> {
    check(validateMobile(input.mobile));
    check(validateEmailCode(input.code));
    const mobile = input.mobile.trim();
    const now = this.deps.clock.now();
    const target = { channel: 'sms' as const, destination: mobile, purpose: 'LOGIN' as const };
    const existing = await findUserByPhone(this.deps.db, mobile);
    const acceptTerms = await termsGateThenCode(
      this.deps.db,
      target,
      input.code,
      { accepted: existing?.termsVersion ?? null, given: input.termsVersion },
      now,
    );
    let userId = existing?.id;
    if (!userId) {
      try {
        userId = await this.deps.db.transaction((tx) =>
          createAccount(
            tx,
            {
              phone: mobile,
              nickname: defaultNickname(edition, { phone: mobile, fallbackSeed: mobile }),
              signupSource: input.htSource ?? null,
              termsAccepted: true,
            },
            now,
          ),
        );
      } catch (err) {
        // Another request made the account meanwhile: sign in to it.
        if (!isUniqueViolation(err)) throw err;
        userId = (await findUserByPhone(this.deps.db, mobile))?.id;
        if (!userId) throw err;
      }
    }
    return startSignedIn(this.deps.db, userId, acceptTerms, now);
  }

  /**
   * `POST /api/auth/login/account`: `account` is a mobile number or an e-mail
   * address (docs/auth.md 'Account login'), `password` the encrypted field.
   * Once the password is right, the terms rule of docs/auth.md 'Terms'.
   * Errors: 400 'Please enter your mobile number or e-mail address' /
   * 'Please enter a password' / 'Incorrect account or password' (also for
   * an unknown account or one without a password); 429 while locked; 4003
   * 'Please agree to the terms of service and privacy policy' (no session;
   * send again with `termsVersion`).
   */
  async loginWithAccount(
    input: { account: string; password: string; kid?: string | undefined; termsVersion?: string | undefined },
    ip: string | null,
  ): Promise<NewSession> {
    if (input.account.trim() === '') throw badRequest(AccountMessages.accountRequired);
    const password = this.deps.auth.decryptPassword(input.password, input.kid);
    if (password === '') throw badRequest('Please enter a password');
    const kind = accountKind(input.account);
    const account = kind ? normalizeAccount(kind, input.account) : input.account.trim();
    const user =
      kind === 'mobile'
        ? await findUserByPhone(this.deps.db, account)
        : kind === 'email'
          ? await findUserByEmail(this.deps.db, account)
          : null;
    const now = this.deps.clock.now();
    const ok = await checkPasswordWithLockout(this.deps.db, {
      subject: user ? { userId: user.id } : { typed: account },
      hash: user?.passwordHash ?? null,
      password,
      ip,
      now,
      limits: this.deps.auth.limits,
    });
    if (!user || !ok) throw badRequest(AccountMessages.badAccountLogin);
    const acceptTerms = termsGate(user.termsVersion, input.termsVersion);
    return startSignedIn(this.deps.db, user.id, acceptTerms, now);
  }

  /**
   * `GET /api/auth/forgot/password/validate`: step 1 of the reset. The code
   * will go to what was typed (a number by SMS, an address by mail), so the
   * answer never tells whether an account exists. A signed-in `caller` who
   * types nothing starts the steps for their own account — its mobile
   * number, else its e-mail (the China 'Change password' / 'Set a password',
   * docs/auth.md 'Password change'). Errors: 400 'Please enter your mobile
   * number or e-mail address' / 'Please enter a valid mobile number or
   * e-mail address' / 'This account has no mobile number or e-mail to send
   * a code to' (a signed-in caller with neither).
   */
  async startReset(
    rawAccount: string | undefined,
    caller: { id: string } | null = null,
  ): Promise<ResetStart> {
    let kind: AccountKind;
    let destination: string;
    const typed = rawAccount?.trim() ?? '';
    if (typed === '') {
      if (!caller) throw badRequest(AccountMessages.accountRequired);
      const user = await findUserById(this.deps.db, caller.id);
      if (user?.phone) {
        kind = 'mobile';
        destination = user.phone;
      } else if (user?.email) {
        kind = 'email';
        destination = user.email;
      } else throw badRequest(AccountMessages.noContact);
    } else {
      const typedKind = accountKind(typed);
      if (!typedKind) throw badRequest(AccountMessages.accountInvalid);
      kind = typedKind;
      destination = normalizeAccount(kind, typed);
    }
    const token = await createStep(
      this.deps.db,
      'RESET',
      { channel: channelOf(kind), destination },
      this.deps.clock.now(),
    );
    return {
      validateType: kind,
      validateAuthToken: token,
      validateTypeAccount: kind === 'mobile' ? maskMobile(destination) : maskEmail(destination),
    };
  }

  /**
   * `POST /api/auth/forgot/password/code`: step 2, sends the reset code. The
   * code is issued (waits and caps apply) whether or not the account exists,
   * and only sent when it does. Errors: 400 'This verification has expired…'
   * (unknown / used / expired token, or a `validateType` not of this token); 429; 503.
   */
  async sendResetCode(
    input: { validateType: ValidateType; validateAuthToken: string },
    ip: string | null,
  ): Promise<void> {
    const step = await readStep(
      this.deps.db,
      input.validateAuthToken,
      'RESET',
      this.deps.clock.now(),
    );
    if (step.channel !== channelOf(input.validateType) || !step.destination)
      throw badRequest(STEP_EXPIRED);
    const destination = step.destination;
    if (step.channel === 'sms') {
      if (await findUserByPhone(this.deps.db, destination)) {
        await this.textCode(destination, 'FORGET_PASSWORD', ip);
      } else {
        await issueCode(
          this.deps.db,
          { channel: 'sms', destination, purpose: 'FORGET_PASSWORD' },
          this.deps.clock.now(),
          ip,
          this.deps.auth.limits,
        );
      }
    } else if (await findUserByEmail(this.deps.db, destination)) {
      await this.deps.auth.mailCode(destination, 'FORGET_PASSWORD', ip);
    } else {
      // The same mail work as for an account: the mail says there is none (docs/auth.md 'Enumeration').
      await this.deps.auth.mailCode(destination, 'FORGET_PASSWORD', ip, 'noAccount');
    }
  }

  /**
   * `POST /api/auth/forgot/password/submit`: step 3. Checks the password rule
   * of the request's edition (China: validatePasswordCn), the confirmation
   * and the code, then sets the password and signs every session of the
   * account out — except the caller's own when a signed-in `caller` resets
   * their own account (a 'Change password' by code). Errors: 400 password rules / 'The passwords do not match' /
   * code rules / {@link CodeMessages} / 'This verification has expired…'.
   */
  async submitReset(
    input: {
      validateType: ValidateType;
      validateAuthToken: string;
      password: string;
      matchingPassword: string;
      code: string;
      kid?: string | undefined;
    },
    edition: Edition,
    caller: { id: string; tokenHash: string } | null = null,
  ): Promise<void> {
    const now = this.deps.clock.now();
    const step = await readStep(this.deps.db, input.validateAuthToken, 'RESET', now);
    if (step.channel !== channelOf(input.validateType) || !step.destination || !step.channel)
      throw badRequest(STEP_EXPIRED);
    const password = this.deps.auth.decryptPassword(input.password, input.kid);
    const matching = this.deps.auth.decryptPassword(input.matchingPassword, input.kid);
    checkNewPassword(edition ?? DEFAULT_EDITION, password);
    check(validatePasswordMatch(password, matching));
    check(validateEmailCode(input.code));
    const passwordHash = await hashPassword(password);
    await consumeCode(
      this.deps.db,
      { channel: step.channel, destination: step.destination, purpose: 'FORGET_PASSWORD' },
      input.code,
      now,
    );
    const user =
      step.channel === 'sms'
        ? await findUserByPhone(this.deps.db, step.destination)
        : await findUserByEmail(this.deps.db, step.destination);
    if (!user) throw badRequest(CodeMessages.wrong);
    await this.deps.db.transaction(async (tx) => {
      await consumeStep(tx, step.tokenHash, now);
      const keep = caller?.id === user.id ? caller.tokenHash : null;
      await replacePassword(tx, user.id, passwordHash, now, keep);
    });
  }

  /**
   * `POST /api/auth/binding/mobile/code`: texts a BIND code for the number a
   * WeChat sign-in wants to bind. Errors: 400 mobile rules / 'This
   * verification has expired…'; 429; 503.
   */
  async sendBindCode(
    input: { mobile: string; validateAuthToken: string },
    ip: string | null,
  ): Promise<void> {
    await readStep(this.deps.db, input.validateAuthToken, 'BIND', this.deps.clock.now());
    check(validateMobile(input.mobile));
    await this.textCode(input.mobile.trim(), 'BIND', ip);
  }

  /**
   * `POST /api/auth/binding/mobile/submit`: binds the number and signs in
   * (docs/auth.md 'WeChat'). For an existing account without a phone the
   * number is set; for a new WeChat user, the account that owns the number
   * gets the WeChat identity linked (the code proves the number), or a new
   * account is made (+5 tickets) with the number and the identity. The
   * account signed in to follows the terms rule of docs/auth.md 'Terms'
   * (a new account always needs `termsVersion`). Errors:
   * 400 mobile / code rules, {@link CodeMessages}, 'This verification has
   * expired…'; 409 'This mobile number is already bound to another account'
   * (the number belongs to another account, or to one with another WeChat);
   * 4003 'Please agree to the terms of service and privacy policy' — for a
   * right code only, which stays usable, as does the step.
   */
  async submitBinding(
    input: {
      mobile: string;
      validateAuthToken: string;
      code: string;
      htSource?: string | undefined;
      termsVersion?: string | undefined;
    },
    edition: Edition,
  ): Promise<NewSession> {
    const now = this.deps.clock.now();
    const step = await readStep(this.deps.db, input.validateAuthToken, 'BIND', now);
    check(validateMobile(input.mobile));
    check(validateEmailCode(input.code));
    const mobile = input.mobile.trim();
    const target = { channel: 'sms' as const, destination: mobile, purpose: 'BIND' as const };
    // The account this binding signs in to: the WeChat one, else the number's, else a new one.
    const account = step.userId
      ? await findUserById(this.deps.db, step.userId)
      : await findUserByPhone(this.deps.db, mobile);
    const acceptTerms = await termsGateThenCode(
      this.deps.db,
      target,
      input.code,
      { accepted: account?.termsVersion ?? null, given: input.termsVersion },
      now,
    );
    try {
      const userId = await this.deps.db.transaction(async (tx) => {
        await consumeStep(tx, step.tokenHash, now);
        const owner = await findUserByPhone(tx, mobile);
        if (step.userId) {
          if (owner && owner.id !== step.userId) throw conflict(AccountMessages.phoneTaken);
          await tx.update(users).set({ phone: mobile }).where(eq(users.id, step.userId));
          return step.userId;
        }
        const profile = step.profile;
        if (!profile) throw badRequest(STEP_EXPIRED);
        if (owner) {
          if (await hasIdentity(tx, owner.id, profile.provider))
            throw conflict(AccountMessages.phoneTaken);
          await linkIdentity(tx, owner.id, profile, now);
          return owner.id;
        }
        const nickname = defaultNickname(edition, {
          name: profile.nickname,
          phone: mobile,
          fallbackSeed: mobile,
        });
        return createAccount(
          tx,
          { phone: mobile, nickname, identity: profile, signupSource: input.htSource ?? null, termsAccepted: true },
          now,
        );
      });
      return await startSignedIn(this.deps.db, userId, acceptTerms, now);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(AccountMessages.phoneTaken);
      throw err;
    }
  }

  /**
   * `POST /api/auth/password/change` (docs/product.md §6, signed-in users):
   * checks the current password under the lockout, the rule of the
   * request's edition and the confirmation, stores the new password and
   * signs out every other session (the caller's stays). Errors: 400 'This
   * account has no password yet…' (use the reset steps), 'The current
   * password is incorrect', password rules, 'The passwords do not match';
   * 429 while locked.
   */
  async changePassword(
    input: {
      oldPassword: string;
      password: string;
      matchingPassword: string;
      kid?: string | undefined;
    },
    caller: { id: string; tokenHash: string },
    edition: Edition,
    ip: string | null,
  ): Promise<void> {
    const user = await findUserById(this.deps.db, caller.id);
    if (!user?.passwordHash?.startsWith('$')) throw badRequest(AccountMessages.noPassword);
    const oldPassword = this.deps.auth.decryptPassword(input.oldPassword, input.kid);
    const password = this.deps.auth.decryptPassword(input.password, input.kid);
    const matching = this.deps.auth.decryptPassword(input.matchingPassword, input.kid);
    if (oldPassword === '') throw badRequest('Please enter your current password');
    checkNewPassword(edition, password);
    check(validatePasswordMatch(password, matching));
    const now = this.deps.clock.now();
    const ok = await checkPasswordWithLockout(this.deps.db, {
      subject: { userId: user.id },
      hash: user.passwordHash,
      password: oldPassword,
      ip,
      now,
      limits: this.deps.auth.limits,
    });
    if (!ok) throw badRequest(AccountMessages.wrongCurrentPassword);
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction((tx) =>
      replacePassword(tx, user.id, passwordHash, now, caller.tokenHash),
    );
  }
}
