import { useState } from 'react';
import type { z } from 'zod/mini';
import { bodySchema, type BodyName, type BodySchema } from '#web/lib/api/contract.ts';
import { apiFieldErrors } from '#web/lib/api/errors.ts';

type Errors<Values> = Partial<Record<keyof Values & string, string>>;

export interface SchemaFormOptions<Values extends Record<string, string>, Name extends BodyName> {
  /** The contracts' body schema the form sends (lib/api/answers.ts, `bodies`). */
  schema: Name;
  initial: Values;
  /** The body the values make (trimmed, typed); by default the values themselves. */
  toBody?(values: Values): unknown;
  /** Rules the body does not hold (a password typed twice): each field's message, if any. */
  check?(values: Values): Errors<Values>;
}

export interface SchemaForm<Values extends Record<string, string>, Name extends BodyName> {
  values: Values;
  errors: Errors<Values>;
  /** The props a Field takes for `name`: its value, its change and its error. */
  field<Key extends keyof Values & string>(
    name: Key,
  ): { name: Key; value: string; onChange(value: string): void; onBlur(): void; error: string | undefined };
  set<Key extends keyof Values & string>(name: Key, value: string): void;
  /** Checks the whole form: the body to send, or null with every field's error shown. */
  validate(): Promise<z.output<BodySchema<Name>> | null>;
  /** A 400's field errors from the server (the same schema, on the server's side). */
  showServerErrors(failure: unknown): boolean;
}

function errorsOf<Values extends Record<string, string>>(
  schema: z.ZodMiniType | undefined,
  body: unknown,
  extra: Errors<Values>,
): { errors: Errors<Values>; data: unknown } {
  // The form's own words first (they are more specific), then the schema's.
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(extra)) if (message) found[key] = message;
  let data: unknown = undefined;
  if (schema) {
    const result = schema.safeParse(body);
    if (result.success) data = result.data;
    else {
      // The contracts' words, or (where they wrote none) lib/api/answers.ts's Portuguese defaults.
      for (const issue of result.error.issues) found[String(issue.path[0] ?? '_')] ??= issue.message;
    }
  }
  return { errors: found as Errors<Values>, data };
}

/** A form checked by the contracts' body schema: each field's pt-BR error shown on sending, cleared as fixed. */
export function useSchemaForm<Values extends Record<string, string>, Name extends BodyName>({
  schema,
  initial,
  toBody = (values) => values,
  check = () => ({}),
}: SchemaFormOptions<Values, Name>): SchemaForm<Values, Name> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});

  function set<Key extends keyof Values & string>(name: Key, value: string) {
    // Loaded at the first keystroke, not with the page: a visit that never types pays nothing (decision 005).
    void bodySchema.load(schema).catch(() => undefined);
    const next = { ...values, [name]: value };
    setValues(next);
    if (Object.keys(errors).length === 0) return;
    const loaded = bodySchema.loaded(schema) as z.ZodMiniType | undefined;
    const now = errorsOf<Values>(loaded, toBody(next), check(next)).errors;
    // Only the fields already flagged: a message updates or goes as it is fixed; none appears while typing.
    const kept: Errors<Values> = {};
    for (const key of Object.keys(errors) as (keyof Values & string)[]) {
      if (key === name && !loaded) continue;
      if (now[key]) kept[key] = now[key];
    }
    setErrors(kept);
  }

  /** Leaving a field the person filled says what is wrong with it (an empty one waits for 'send'). */
  function leave(name: keyof Values & string) {
    if (!values[name]) return;
    const loaded = bodySchema.loaded(schema) as z.ZodMiniType | undefined;
    const problem = errorsOf<Values>(loaded, toBody(values), check(values)).errors[name];
    if (problem !== errors[name]) setErrors((shown) => ({ ...shown, [name]: problem }));
  }

  return {
    values,
    errors,
    set,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      onChange: (value) => set(name, value),
      onBlur: () => leave(name),
      error: errors[name],
    }),
    async validate() {
      let loaded: z.ZodMiniType | undefined;
      try {
        loaded = (await bodySchema.load(schema)) as z.ZodMiniType;
      } catch {
        loaded = undefined;
      }
      const { errors: found, data } = errorsOf<Values>(loaded, toBody(values), check(values));
      setErrors(found);
      if (Object.keys(found).length > 0) return null;
      // Without the schema (offline before it came), the server checks the body and says what is wrong.
      return (loaded ? data : toBody(values)) as z.output<BodySchema<Name>>;
    },
    showServerErrors(failure) {
      const byField = apiFieldErrors(failure);
      setErrors(byField as Errors<Values>);
      return Object.keys(byField).length > 0;
    },
  };
}
