import { z } from 'zod/mini';
import { DEPENDANT_ACCESS_STATES, DEPENDANT_RELATIONSHIPS, MAX_DEPENDANTS } from '../rules/family.js';
import { birthDateSchema, emailSchema, isoDateSchema, sixDigitCodeSchema, textSchema } from './common.js';

const nameSchema = textSchema.check(z.minLength(1, 'Informe o nome.'), z.maxLength(50, 'No máximo 50 caracteres.'));
const cpfSchema = textSchema.check(
  z.minLength(1, 'Informe o CPF.'),
  z.maxLength(20, 'CPF inválido: confira os números.'),
);
const relationshipSchema = z.enum(DEPENDANT_RELATIONSHIPS, { error: 'Escolha o parentesco.' });

/** A dependant as the titular sees it (and as the dependant sees themself). */
export const dependantSchema = z.object({
  id: z.string(),
  nome: z.string(),
  nascimento: isoDateSchema,
  /** The 11 digits, masked as people write it: 529.982.247-25. */
  cpf: z.string(),
  parentesco: relationshipSchema,
  /** Their own 16 digits (prefix 7019, Luhn check digit), printed on their card. */
  memberNumber: z.string().check(z.regex(/^\d{16}$/)),
  /** When they joined the subscription: their waiting periods count from it. */
  incluidoEm: z.string(),
  /** 18 or older today: may be invited to a sign-in of their own. */
  adulto: z.boolean(),
  acesso: z.object({ estado: z.enum(DEPENDANT_ACCESS_STATES), email: z.nullable(z.string()) }),
});
export type Dependant = z.infer<typeof dependantSchema>;

export const dependantListSchema = z.object({
  items: z.array(dependantSchema),
  /** How many the subscription may hold. */
  max: z.literal(MAX_DEPENDANTS),
  /** Whether the plan includes dependants at no extra price. */
  incluidosNoPlano: z.boolean(),
});
export type DependantList = z.infer<typeof dependantListSchema>;

export const createDependantSchema = z.strictObject({
  nome: nameSchema,
  nascimento: birthDateSchema,
  cpf: cpfSchema,
  parentesco: relationshipSchema,
});
export type CreateDependant = z.infer<typeof createDependantSchema>;

export const updateDependantSchema = z.strictObject({
  nome: z.optional(nameSchema),
  nascimento: z.optional(birthDateSchema),
  cpf: z.optional(cpfSchema),
  parentesco: z.optional(relationshipSchema),
});
export type UpdateDependant = z.infer<typeof updateDependantSchema>;

export const dependantIdParamsSchema = z.object({ id: z.string().check(z.uuid('Dependente não encontrado.')) });

export const inviteDependantSchema = z.strictObject({ email: emailSchema });
export type InviteDependant = z.infer<typeof inviteDependantSchema>;

export const dependantInviteSentSchema = z.object({ message: z.string(), email: z.string() });
export type DependantInviteSent = z.infer<typeof dependantInviteSentSchema>;

export const acceptDependantInviteSchema = z.strictObject({
  email: emailSchema,
  code: sixDigitCodeSchema,
});
export type AcceptDependantInvite = z.infer<typeof acceptDependantInviteSchema>;

/** `?pessoa={id}` (GET /carteirinha, /atendimentos/uso): a dependant; without it, the signed-in person. */
export const personQuerySchema = z.object({ pessoa: z.optional(z.string().check(z.uuid('Pessoa não encontrada.'))) });
