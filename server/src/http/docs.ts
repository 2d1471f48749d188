import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AccessPolicy } from '@fiz/core/access';
import { ACCESS_POLICY, MEDIA_TYPE } from './contracts.js';

type JsonSchema = Record<string, unknown>;

const SIGN_IN: Record<Exclude<AccessPolicy, 'public'>, string> = {
  signedIn: 'Needs a signed-in cook, of any status.',
  active: 'Needs a signed-in cook whose trial or membership has not ended (not Expired).',
  admin: 'Needs a signed-in Admin.',
};

/** The policy of the route's guard (auth/session.plugin.ts requireAccess), if it has one. */
function accessPolicyOf(route: RouteOptions): AccessPolicy | undefined {
  const hooks = [route.preValidation].flat();
  for (const hook of hooks) {
    const policy = (hook as { [ACCESS_POLICY]?: AccessPolicy } | undefined)?.[ACCESS_POLICY];
    if (policy) return policy;
  }
  return undefined;
}

/** A file answer (http/contracts.ts fileResponse) under its own media type instead of application/json. */
function asFile(response: JsonSchema): JsonSchema {
  const { [MEDIA_TYPE]: mediaType, description, ...schema } = response;
  if (typeof mediaType !== 'string') return response;
  return { description, content: { [mediaType]: { schema } } };
}

/**
 * What the generated description cannot know from the zod contracts alone: which routes need a session, that a
 * file answer is not JSON, and that every JSON body may be refused as too large (413) or not JSON (415).
 */
function describeRoute(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const output = jsonSchemaTransform(input);
  const schema = { ...(output.schema as JsonSchema) };
  const policy = accessPolicyOf(input.route);
  if (policy && policy !== 'public') {
    schema.security = [{ session: [] }];
    schema.description = [schema.description, SIGN_IN[policy]].filter(Boolean).join(' ');
  }
  const responses = Object.fromEntries(
    Object.entries((schema.response as Record<string, JsonSchema> | undefined) ?? {}).map(([code, response]) => [
      code,
      asFile(response),
    ]),
  );
  const refusal = responses['400'];
  if (schema.body && refusal) {
    const accepted = (schema.consumes as string[] | undefined)?.[0] ?? 'application/json';
    responses['413'] = { ...(responses['413'] ?? refusal), description: 'The body is larger than the server accepts.' };
    responses['415'] = { ...(responses['415'] ?? refusal), description: `The body is not ${accepted}.` };
  }
  if (schema.response) schema.response = responses;
  return { ...output, schema };
}

/** The OpenAPI description, generated from the same zod contracts the routes validate with. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fiz API',
        description:
          "The API of Fiz, The Cook's Companion. Sign in with POST /api/userlogin; the session cookie does the rest. " +
          'Operations marked with the session security scheme need it.',
        version: '1.0.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'fiz_session' } } },
    },
    transform: describeRoute,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
