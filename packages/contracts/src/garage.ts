import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { modelYearSchema } from './fitment';
import { idSchema } from './ids';

/*
 * The rider's garage (docs/decisions/082): the bikes a shopper rides, one of them current. A
 * visitor's garage lives in the browser and joins the account on sign-in.
 */

/** Most bikes one garage keeps; adding past it is refused. */
export const GARAGE_MAX_BIKES = 10;

export const GARAGE_MESSAGES = {
  fetched: 'Garage fetched',
  bikesFetched: 'Bikes fetched',
  added: 'Bike added to your garage',
  removed: 'Bike removed from your garage',
  chosen: 'Current bike chosen',
  merged: 'Garage saved to your account',
  unknownModel: 'Choose a bike from the list',
  yearOutOfRange: 'That bike was not made in that year',
  full: `Your garage holds ${GARAGE_MAX_BIKES} bikes. Remove one to add another`,
  bikeNotFound: 'Bike not found in your garage',
} as const;

/** A model a shopper can pick, with the model years the garage offers. */
export const bikeModelSchema = z.object({
  _id: z.string(),
  /** The model's own name: 'Classic 350'. */
  name: z.string(),
  /** First and last model year; `year_to` null while the bike is still made (then next year, in India time, is the last offered). */
  year_from: z.number().int(),
  year_to: z.number().int().nullable(),
});
export type BikeModel = z.infer<typeof bikeModelSchema>;

export const bikeMakeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  models: z.array(bikeModelSchema),
});
export type BikeMake = z.infer<typeof bikeMakeSchema>;

/** GET /bike_models: every make with its models, in the Shop by Bike order. */
export const bikeModelsResponse = envelopeSchema(z.array(bikeMakeSchema));
export type BikeModelsResponse = z.infer<typeof bikeModelsResponse>;

/** A bike in a garage, as the header and the labels use it. */
export const garageBikeSchema = z.object({
  _id: z.string(),
  model_id: z.string(),
  make_id: z.string(),
  /** 'Royal Enfield' and 'Classic 350'. */
  make_name: z.string(),
  model_name: z.string(),
  year: z.number().int(),
  current: z.boolean(),
});
export type GarageBike = z.infer<typeof garageBikeSchema>;

/** Every garage call answers with the whole garage, newest first. */
export const garageResponse = envelopeSchema(z.array(garageBikeSchema));
export type GarageResponse = z.infer<typeof garageResponse>;

/** A model and a year: what is added, and what a visitor's garage holds. */
export const bikeChoice = z.object({ model_id: idSchema, year: modelYearSchema });
export type BikeChoice = z.infer<typeof bikeChoice>;

/** POST /garage_add: adds the bike (or finds it already there) and makes it the current bike. */
export const garageAddBody = bikeChoice;

/** POST /garage_remove: takes a bike out; when it was current, no bike is current. */
export const garageRemoveBody = z.object({ bike_id: idSchema });

/** POST /garage_choose: makes one bike current, or none (null: shop without a bike). */
export const garageChooseBody = z.object({ bike_id: idSchema.nullable() });

/**
 * POST /garage_merge: a visitor's garage joining the account on sign-in. Bikes already there stay;
 * the visitor's current bike becomes current when one was chosen. At most GARAGE_MAX_BIKES
 * are kept; unknown models are skipped, not refused, since the catalog may have moved on.
 */
export const garageMergeBody = z.object({
  bikes: z.array(bikeChoice).max(GARAGE_MAX_BIKES * 2, { error: `At most ${GARAGE_MAX_BIKES * 2} bikes` }),
  /** The visitor's current bike, one of `bikes`, or null. */
  current: bikeChoice.nullable(),
});
export type GarageMergeInput = z.infer<typeof garageMergeBody>;
