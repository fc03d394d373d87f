import type { z } from 'zod/mini';
import { loadOnce } from '../load-once';
import type { answers, bodies } from './answers';

type Answers = typeof answers;
type Bodies = typeof bodies;
export type BodyName = keyof Bodies;
export type BodySchema<Name extends BodyName> = Bodies[Name];
export type AnswerName = keyof Answers;
export type Answer<Name extends AnswerName> = z.output<Answers[Name]>;

/** The schemas load in a chunk of their own beside the first request (decision 018); no screen carries them. */
const schemas = loadOnce(() => import('./answers').then((module) => module.answers));
const bodySchemas = loadOnce(() => import('./answers').then((module) => module.bodies));

/** A form's body schema, from the same lazily loaded chunk; `loaded` answers at once once it is there. */
export const bodySchema = {
  load: <Name extends BodyName>(name: Name): Promise<Bodies[Name]> =>
    bodySchemas.load().then(
      (loaded) => loaded[name],
      (error: unknown) => {
        bodySchemas.forgetFailure();
        throw error;
      },
    ),
  loaded: <Name extends BodyName>(name: Name): Bodies[Name] | undefined => bodySchemas.loaded()?.[name],
};

export function loadAnswers(): Promise<unknown> {
  return schemas.load();
}

async function validate<Name extends AnswerName>(name: Name, value: unknown) {
  try {
    const loaded = await schemas.load();
    return loaded[name]['~standard'].validate(value) as ReturnType<
      z.core.$ZodStandardSchema<Answers[Name]>['validate']
    >;
  } catch {
    schemas.forgetFailure();
    return { issues: [{ message: 'Os contratos da API não carregaram.' }] };
  }
}

/** The answer's schema for RTK Query's `responseSchema` (a Standard Schema that loads the schemas first). */
export function answerSchema<Name extends AnswerName>(
  name: Name,
): { '~standard': z.core.$ZodStandardSchema<Answers[Name]> } {
  return { '~standard': { version: 1, vendor: 'zod', validate: (value) => validate(name, value) } };
}

export async function parseAnswer<Name extends AnswerName>(name: Name, value: unknown): Promise<Answer<Name> | null> {
  const result = await validate(name, value);
  return result.issues ? null : (result.value as Answer<Name>);
}

/** Whether a kept answer still has its shape; false until the schemas have loaded. */
export function keptAs<Name extends AnswerName>(name: Name) {
  return (value: unknown): value is Answer<Name> => schemas.loaded()?.[name].safeParse(value).success ?? false;
}

/** An endpoint that GETs `path(arg)`, its answer checked as `name`. */
export function read<Arg, Name extends AnswerName>(path: (arg: Arg) => string, name: Name) {
  return { query: path, responseSchema: answerSchema(name) };
}

/** An endpoint that POSTs its argument to `path`, the answer checked as `name`; `extra`: more of its options. */
export function send<Body, Name extends AnswerName, Extra extends object = object>(
  path: string,
  name: Name,
  extra?: Extra,
) {
  return {
    query: (body: Body) => ({ url: path, method: 'POST', body }),
    responseSchema: answerSchema(name),
    ...(extra as Extra),
  };
}

/** A CSV download's answer: the text as the API wrote it, or, refused, its JSON error body (errorText reads it). */
export const csvOrRefusal = (response: Response): Promise<unknown> => (response.ok ? response.text() : response.json());
