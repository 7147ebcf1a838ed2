import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requireAccessRule } from './access';

/**
 * Every route added after this plugin must have said who may call it by the time the app is
 * ready. Checked once all are added: a plugin's own hook may give its routes their rule after
 * this one hears of them.
 */
export const accessRuleCheckPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.addHook('onReady', async () => {
      for (const route of routes.splice(0)) requireAccessRule(route);
    });
  },
  { name: 'access-rule-check' },
);
