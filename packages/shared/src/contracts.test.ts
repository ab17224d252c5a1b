import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// Vite's import.meta.glob (vitest runs on Vite), declared here rather than pulling in all of
// vite/client's ambient types.
declare global {
  interface ImportMeta {
    glob<T>(patterns: string[], options: { eager: true }): Record<string, T>;
  }
}

// Every module's exported zod schemas. The server declares routes with them and derives the
// OpenAPI document from them, so each must convert to JSON Schema: requests as their input,
// answers as their output (an answer schema must never transform).
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

// Answers: schemas with an OpenAPI id, list and answer wrappers, and the small answers below.
const otherAnswers = new Set([
  'unreadCountSchema',
  'markAllReadSchema',
  'ventureFundingSchema',
  'authSettingsSchema',
]);
const isAnswer = (name: string, schema: z.ZodType) =>
  z.globalRegistry.get(schema)?.id !== undefined ||
  /(List|Answer|Response)Schema$/.test(name) ||
  otherAnswers.has(name);

const schemas = Object.entries(modules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${path} ${name}`, name, schema] as const),
);

describe('API contracts convert to JSON Schema', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(80);
  });

  it.each(schemas)('%s converts as a request', (_label, _name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
  });

  const answers = schemas.filter(([, name, schema]) => isAnswer(name, schema));

  it('finds the answers', () => {
    expect(answers.length).toBeGreaterThan(30);
  });

  it.each(answers)('%s converts as an answer', (_label, _name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
  });
});
