import path from 'node:path';
import { z } from 'zod';

const smsProviders = ['console', 'outbox', 'twilio', 'webhook'] as const;

const storageDrivers = ['local', 's3'] as const;

// Ten minutes: longer than any orchestrator waits before it kills a stopping process anyway.
const MAX_SHUTDOWN_MS = 600_000;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    SMS_PROVIDER: optionalText.pipe(z.enum(smsProviders).optional()),
    SMS_OUTBOX_FILE: optionalText,
    SMS_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
    SMS_WEBHOOK_SECRET: optionalText,
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_API_URL: z.url().default('https://api.twilio.com'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    ANSWER_CACHE_MB: z.coerce.number().min(0).max(4096).default(16),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: optionalText,
    STORAGE_DRIVER: z.enum(storageDrivers).default('local'),
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    FILE_SIGNING_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SHUTDOWN_DRAIN_DELAY_MS: optionalText.pipe(
      z.coerce.number<string>().int().min(0).max(MAX_SHUTDOWN_MS).optional(),
    ),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(MAX_SHUTDOWN_MS).default(10_000),
  })
  .superRefine((env, ctx) => {
    // Printing codes is fine on a laptop, never silently in production.
    if (env.NODE_ENV === 'production' && !env.SMS_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'required in production (console or outbox must be chosen explicitly)',
      });
    }
  });
type Env = z.infer<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sms:
    | { provider: 'console' }
    | { provider: 'outbox'; outboxFile: string }
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string }
    | { provider: 'webhook'; url: string; secret: string | undefined };
  sessionTtlDays: number;
  /** Memory for list answers reused while their workspace is unchanged; 0 keeps none. */
  answerCacheBytes: number;
  publicUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  webDistDir: string;
  storage:
    | { driver: 'local'; directory: string }
    | {
        driver: 's3';
        /** Unset for AWS itself; any S3-compatible store otherwise. */
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
  /** The key of signed file addresses; unset, one is made once and kept in DATA_DIR. */
  fileSigningSecret: string | undefined;
  shutdown: {
    /**
     * How long a stopping server keeps answering while its readiness probe says 503, so that the
     * load balancer stops sending it requests before it stops taking connections.
     */
    drainDelayMs: number;
    /** How long requests in flight may take to finish once the server stops taking connections. */
    graceMs: number;
  };
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sms: smsConfig(e, dataDir, cwd),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    answerCacheBytes: Math.round(e.ANSWER_CACHE_MB * 1024 * 1024),
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(
      cwd,
      e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../../web/dist'),
    ),
    storage: storageConfig(e, dataDir),
    fileSigningSecret: e.FILE_SIGNING_SECRET,
    shutdown: {
      // Only production runs behind a load balancer; on a laptop Ctrl-C should stop at once.
      drainDelayMs: e.SHUTDOWN_DRAIN_DELAY_MS ?? (e.NODE_ENV === 'production' ? 2000 : 0),
      graceMs: e.SHUTDOWN_GRACE_MS,
    },
  };
}

function storageConfig(e: Env, dataDir: string): Config['storage'] {
  if (e.STORAGE_DRIVER === 'local') {
    return { driver: 'local', directory: path.join(dataDir, 'files') };
  }
  const missing = (
    ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  ).filter((variable) => !e[variable]);
  if (missing.length > 0) {
    const lines = missing.map((variable) => `  ${variable}: required when STORAGE_DRIVER=s3`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function smsConfig(e: Env, dataDir: string, cwd: string): Config['sms'] {
  const required = (
    variable: 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'SMS_WEBHOOK_URL',
  ) => {
    const value = e[variable];
    if (!value) {
      throw new ConfigError(
        `Invalid configuration:\n  ${variable}: required when SMS_PROVIDER=${e.SMS_PROVIDER}`,
      );
    }
    return value;
  };
  switch (e.SMS_PROVIDER ?? 'console') {
    case 'console':
      return { provider: 'console' };
    case 'outbox':
      return {
        provider: 'outbox',
        outboxFile: path.resolve(cwd, e.SMS_OUTBOX_FILE ?? path.join(dataDir, 'sms-outbox.jsonl')),
      };
    case 'twilio':
      return {
        provider: 'twilio',
        accountSid: required('TWILIO_ACCOUNT_SID'),
        authToken: required('TWILIO_AUTH_TOKEN'),
        from: required('TWILIO_FROM'),
        apiUrl: e.TWILIO_API_URL,
      };
    case 'webhook':
      return {
        provider: 'webhook',
        url: required('SMS_WEBHOOK_URL'),
        secret: e.SMS_WEBHOOK_SECRET,
      };
  }
}
