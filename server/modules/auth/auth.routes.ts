import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NoContentSchema } from "../../../contract/common.ts";
import { CaptchaChallengeSchema } from "../../../contract/config.ts";
import {
  CurrentUserSchema,
  ForgotPasswordBody,
  LoginBody,
  MessageSchema,
  RegisterBody,
  ResetPasswordBody,
} from "../../../contract/users.ts";
import { matchAcceptLanguage } from "../../i18n/index.ts";
import type { AppContext } from "../../platform/context.ts";
import { unauthorized } from "../../platform/errors.ts";
import { endSession, startSession } from "../../platform/sessions.ts";
import { authenticate, presentCurrentUser, registerUser } from "./auth.service.ts";
import { resetPassword } from "./password-reset.service.ts";
import { limitedAuthRoute } from "./rate-limit.ts";
import { createResetMailQueue, drainResetMailQueue } from "./reset-mail-queue.ts";

const FORGOT_MESSAGE = "If an account exists for this email, a password reset link has been sent.";
const RESET_MESSAGE = "Your password has been reset. You can now sign in with your new password.";

/** Account routes: register, login, logout, current user, forgot and reset password, captcha challenge. */
export function authRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const limited = limitedAuthRoute(ctx.config);
  const secure = ctx.config.secureCookies;
  const resetMails = createResetMailQueue(ctx, parent.log);
  parent.addHook("onClose", () => drainResetMailQueue(resetMails));

  const user = { 200: CurrentUserSchema };
  const message = { 200: MessageSchema };

  app.get(
    "/api/auth/user",
    { config: { access: "pending" }, schema: { response: user } },
    async (request) => {
      if (!request.user) throw unauthorized();
      return presentCurrentUser(request.user);
    },
  );

  app.post(
    "/api/auth/register",
    { config: limited, schema: { body: RegisterBody, response: { 201: CurrentUserSchema } } },
    async (request, reply) => {
      const { body } = request;
      const user = await ctx.captcha.guard(body.recaptchaToken, request.ip, () => registerUser(ctx, body));
      await startSession(ctx.db, reply, user.id, secure);
      return reply.code(201).send(presentCurrentUser(user));
    },
  );

  const login = { body: LoginBody, response: user };
  app.post("/api/auth/login", { config: limited, schema: login }, async (request, reply) => {
    const { body } = request;
    const user = await ctx.captcha.guard(body.recaptchaToken, request.ip, () =>
      authenticate(ctx.db, body, request.ip),
    );
    await startSession(ctx.db, reply, user.id, secure);
    return presentCurrentUser(user);
  });

  const logout = { response: { 204: NoContentSchema } };
  app.post("/api/auth/logout", { config: { access: "public" }, schema: logout }, async (request, reply) => {
    await endSession(ctx.db, reply, request.sessionId);
    return reply.code(204).send();
  });

  app.post(
    "/api/auth/forgot-password",
    { config: limited, schema: { body: ForgotPasswordBody, response: message } },
    async (request) => {
      const { email, recaptchaToken } = request.body;
      // The email speaks the account's language; an account without one, the asking browser's (§38).
      const browser = matchAcceptLanguage(request.headers["accept-language"]);
      // Only enqueue before answering: the lookup, token and mail run after the response, so a
      // known and an unknown address take the same path and the same time (no account discovery).
      // The page's 'Resend Email' sends the address alone: it may only repeat a live link.
      if (!recaptchaToken && ctx.captcha.provider !== "none") {
        resetMails.enqueue(email, "resend", browser);
      } else {
        await ctx.captcha.guard(recaptchaToken, request.ip, async () =>
          resetMails.enqueue(email, "fresh", browser),
        );
      }
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post(
    "/api/auth/reset-password",
    { config: limited, schema: { body: ResetPasswordBody, response: message } },
    async (request) => {
      await resetPassword(ctx, request.body, request.sessionId);
      return { message: RESET_MESSAGE };
    },
  );

  const challenge = { response: { 200: CaptchaChallengeSchema } };
  app.get(
    "/api/auth/captcha/challenge",
    { config: { access: "public" }, schema: challenge },
    async (_r, reply) => {
      reply.header("cache-control", "no-store");
      return ctx.captcha.challenge();
    },
  );
}
