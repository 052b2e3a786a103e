/**
 * The bundled provider's interactions as fastify routes: the sign-in form (email + password,
 * argon2, rate-limited failures), automatic consent for Antena's own web app, and abort.
 * Pages are HTML in English or Spanish (`ui_locales` of the authorization request, else
 * Accept-Language). Register inside a scope that parses `application/x-www-form-urlencoded`.
 */
import { setTimeout } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import type { Context } from '../context';
import { users } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { loginPage, messagePage, PAGE_CSP, pickLanguage, TEXTS, type Lang } from './pages';
import {
  accountDelayMs,
  accountKey,
  addressKey,
  clearAttempts,
  countAttempt,
  refusedForMinutes,
  uncountAttempt,
  type SignInLimits,
} from './sign-in-limits';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidParams = { Params: { uid: string } };
type LoginBody = { Params: { uid: string }; Body: Record<string, unknown> | undefined };

/** Compared against when the account does not exist, so both cases take as long. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('antena-no-such-account-password'));

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

function languageFor(request: FastifyRequest, interaction?: Interaction): Lang {
  return pickLanguage(interaction?.params?.ui_locales, request.headers['accept-language']);
}

export function interactionRoutes(
  app: FastifyInstance,
  provider: Provider,
  ctx: Pick<Context, 'config' | 'db' | 'log'>,
): void {
  const { config, db } = ctx;
  const limits: SignInLimits = {
    maxFailures: config.SIGN_IN_MAX_FAILURES,
    windowMinutes: config.SIGN_IN_WINDOW_MINUTES,
  };

  /** The interaction behind the request's cookie, when it is the one the URL names. */
  async function loadInteraction(
    request: FastifyRequest<UidParams>,
    reply: FastifyReply,
  ): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  /** Antena's address: the configured one, else the one this request came to. */
  const homeUrl = (request: FastifyRequest) =>
    config.publicUrlFixed ? `${config.publicUrl}/` : `${request.protocol}://${request.host}/`;

  function expired(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const lang = languageFor(request);
    const t = TEXTS[lang];
    return sendPage(
      reply,
      400,
      messagePage(lang, t.errorTitle, t.expired, { href: homeUrl(request), label: t.backToApp }),
    );
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults, merge = true) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  /** Consent for the first-party web app: grant what it asked for, without a page. */
  async function grantConsent(request: FastifyRequest, reply: FastifyReply, interaction: Interaction) {
    const { params, session, prompt } = interaction;
    if (params.client_id !== config.AUTH_CLIENT_ID || !session?.accountId) {
      return finish(
        request,
        reply,
        { error: 'access_denied', error_description: 'consent is not available for this client' },
        false,
      );
    }
    const details = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId: session.accountId, clientId: config.AUTH_CLIENT_ID });
    if (!grant) return expired(request, reply);
    if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims?.length) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return finish(request, reply, { consent: interaction.grantId ? {} : { grantId } });
  }

  app.get<UidParams>('/interaction/:uid', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    switch (interaction.prompt.name) {
      case 'login': {
        const hint = interaction.params.login_hint;
        return sendPage(
          reply,
          200,
          loginPage({
            lang: languageFor(request, interaction),
            uid: interaction.uid,
            ...(typeof hint === 'string' && { email: hint }),
          }),
        );
      }
      case 'consent':
        return grantConsent(request, reply, interaction);
      default:
        return finish(
          request,
          reply,
          { error: 'access_denied', error_description: `unsupported prompt ${interaction.prompt.name}` },
          false,
        );
    }
  });

  app.post<LoginBody>('/interaction/:uid/login', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    if (interaction.prompt.name !== 'login') {
      return reply.redirect(`/interaction/${encodeURIComponent(interaction.uid)}`, 303);
    }
    const lang = languageFor(request, interaction);
    const t = TEXTS[lang];
    const body = request.body ?? {};
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const page = (status: number, error: string) =>
      sendPage(reply, status, loginPage({ lang, uid: interaction.uid, email, error }));

    if (!email || !password) return page(400, t.missingFields);

    // Counted before the password is checked, atomically: parallel attempts each get their own
    // place in the window. Only the address is refused; the account is slowed down (see
    // sign-in-limits).
    const address = await countAttempt(db, addressKey(request.ip), limits);
    const lockedFor = refusedForMinutes(address, limits);
    if (lockedFor !== null) {
      reply.header('retry-after', String(lockedFor * 60));
      return page(429, t.tooManyAttempts(lockedFor));
    }
    const account = await countAttempt(db, accountKey(email), limits);
    const delay = accountDelayMs(account, limits);
    if (delay > 0) await setTimeout(delay);

    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await getDummyHash(), password), false);
    if (!user || !valid) {
      ctx.log.info({ ip: request.ip }, 'failed sign-in');
      return page(401, t.invalidCredentials);
    }

    await clearAttempts(db, [account.key]);
    await uncountAttempt(db, address);
    await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
    return finish(request, reply, { login: { accountId: user.id, amr: ['pwd'] } }, false);
  });

  app.get<UidParams>('/interaction/:uid/abort', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    return finish(request, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' }, false);
  });
}
