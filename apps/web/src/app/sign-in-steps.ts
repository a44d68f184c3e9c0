import { carryVisitorCart } from '@/features/cart/api/merge-cart';
import { carryVisitorGarage } from '@/features/garage/api/merge-garage';
import { applyPendingLikeOnSignIn } from '@/features/likes/api/apply-pending-like';
import type { SignInStep } from '@/lib/sign-in-step';

/**
 * What the other features do as a shopper signs in, handed to the sign-in screens by their routes:
 * the visitor's browser cart joins the account first, then the visitor's garage, then a heart tapped before signing in is
 * applied. The order is the order of the welcome's sentences and of any notices after it.
 */
export const signInSteps: readonly SignInStep[] = [carryVisitorCart, carryVisitorGarage, applyPendingLikeOnSignIn];
