import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  idParamSchema,
  offerLinesSchema,
  type OfferLine,
} from '@game-assist/contracts';
import type { Database } from '../../db/client.js';
import { addons, plans } from '../../db/schema.js';
import { HttpError } from '../../plugins/error-handler.js';

const PUBLIC_CACHE = 'public, max-age=300';
const money = (value: number) => value.toFixed(2);

/** The plan and add-on offer lines (SPEC §3 "Plan or add-on line"). */
export const offerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    apiRoutePatterns.plan,
    {
      schema: { params: idParamSchema, response: { 200: offerLinesSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    },
    async (request, reply) => {
      const [plan] = await db.select().from(plans).where(eq(plans.id, request.params.id)).limit(1);
      if (!plan) throw new HttpError(404, 'Plano não encontrado.');
      reply.header('Cache-Control', PUBLIC_CACHE);
      const line = (period: 'monthly' | 'annual'): OfferLine => ({
        plan_id: plan.id,
        sku: `${plan.sku}-${period === 'monthly' ? 'M' : 'A'}`,
        img: plan.img,
        name: `${plan.name} (${period === 'monthly' ? 'mensal' : 'anual'})`,
        description:
          period === 'monthly' ? `${plan.description} ${plan.installments}.` : `${plan.description} ${plan.pixPrice}.`,
        quantity: 1,
        amount: money(period === 'monthly' ? plan.monthlyFee : plan.annualFee),
        price: period === 'monthly' ? plan.monthlyFee : plan.annualFee,
        currency: plan.currency,
      });
      return [line('monthly'), line('annual')];
    },
  );

  app.get(apiPaths.addons, { schema: { response: { 200: offerLinesSchema } } }, async (_request, reply) => {
    const rows = await db.select().from(addons).where(eq(addons.active, true)).orderBy(asc(addons.price));
    reply.header('Cache-Control', PUBLIC_CACHE);
    return rows.map((addon) => ({
      plan_id: addon.sku,
      sku: addon.sku,
      img: addon.img,
      name: addon.name,
      description: addon.description,
      quantity: 1,
      amount: money(addon.price),
      price: addon.price,
      currency: addon.currency,
    }));
  });
};
