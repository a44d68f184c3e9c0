import { addressBody, addressResponse, deletedAddressResponse, editAddressBody } from '@store/contracts/address';
import {
  profileNameBody,
  profileNameResponse,
  profilePasswordBody,
  profileResponse,
  tokenResponse,
} from '@store/contracts/auth';
import { idQuery } from '@store/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { createAddress, editAddress, removeAddress } from './addresses.service';
import { changePassword, editName, getProfile } from './profile.service';

const tags = ['profile'];
const security = [{ bearer: [] }];

/** The signed-in user's profile, password and saved addresses; everything needs a token. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.accounts;
  // onRequest, before the body is read: a visitor gets 401, not a validation error.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/get_profile',
    { schema: { tags, security, summary: 'Name, e-mail and saved addresses', response: { 200: profileResponse } } },
    async (request) => ok('Profile fetched', await getProfile(ctx, currentUser(request).id)),
  );

  app.post(
    '/profile_name_edit',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the name',
        body: profileNameBody,
        response: { 200: profileNameResponse },
      },
    },
    async (request) => ok('Name updated', await editName(ctx, currentUser(request).id, request.body.name)),
  );

  app.post(
    '/profile_password_edit',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the password, signs out other sessions and answers a fresh token for this one',
        body: profilePasswordBody,
        response: { 200: tokenResponse },
      },
    },
    async (request) => ok('Password changed', await changePassword(ctx, currentUser(request).id, request.body)),
  );

  app.post(
    '/create_address',
    {
      schema: { tags, security, summary: 'Saves a new address', body: addressBody, response: { 200: addressResponse } },
    },
    async (request) => ok('Address saved', await createAddress(ctx.db, currentUser(request).id, request.body)),
  );

  app.post(
    '/edit_address',
    {
      schema: {
        tags,
        security,
        summary: 'Changes one of your saved addresses (404 for any other id)',
        body: editAddressBody,
        response: { 200: addressResponse },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok('Address updated', await editAddress(ctx.db, currentUser(request).id, id, fields));
    },
  );

  app.delete(
    '/delete_address',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes one of your saved addresses (404 for any other id)',
        querystring: idQuery,
        response: { 200: deletedAddressResponse },
      },
    },
    async (request) => {
      await removeAddress(ctx.db, currentUser(request).id, request.query.id);
      return ok('Address deleted', { _id: request.query.id });
    },
  );
};
