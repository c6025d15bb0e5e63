/** Sign-up, sign-in, session and password schemas (spec §3, §4, §5, §7 "Session", "Auth and users"). */
import { z } from 'zod';
import {
  BOARDS,
  INDIVIDUAL_USER_TYPES,
  SECTION_TYPES,
  STUDENT_CLASSES,
  SUBSCRIPTION_STATES,
  USER_TYPES,
} from '../constants';
import { customUrlSchema, emailSchema, gstinSchema, passwordSchema, phoneSchema } from '../validators';
import { policiesAcceptedSchema, policyDocumentSchema } from './policy';

const nameSchema = z.string().trim().min(2, 'Name must be at least 2 characters').max(120);

/** The subscription covering a user: their school's for its members, their own for individuals. */
export const subscriptionSchema = z.object({
  state: z.enum(SUBSCRIPTION_STATES),
  endsAt: z.string().nullable(),
  /** While PAST_DUE: when writing features stop unless the plan is renewed. */
  graceEndsAt: z.string().nullable(),
  /** The owner (school or individual) never had a trial or a plan, so the trial can be offered. */
  trialAvailable: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The signed-in user's details, as sign-in returns them and `userData` stores them. */
export const userDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  userType: z.enum(INDIVIDUAL_USER_TYPES).nullable(),
  customUrl: z.string(),
  instituteId: z.string().nullable(),
  instituteName: z.string().nullable(),
  instituteCustomUrl: z.string().nullable(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  cookiesAccepted: z.boolean(),
  /**
   * When the account's (or its whole school's) scheduled deletion is due (issue 20 §2): the web shows the countdown
   * dialog in front of every page. Null or absent: none.
   */
  deletionScheduledFor: z.string().nullable().optional(),
  subscription: subscriptionSchema,
  /** The privacy policy and safety advisory whose current version the person has not accepted: the web asks first. */
  pendingPolicies: z.array(policyDocumentSchema),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const loginBodySchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1, 'Password is required').max(128),
    /** Set by `/{userSlug}/login`: the sign-in must belong to this institute. */
    instituteCustomUrl: z.string().trim().toLowerCase().max(60).optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Sign-in may name the device, so its session can be told apart from the user's others. */
export const loginHeadersSchema = z.object({ 'x-device-id': z.string().max(128).optional() }).loose();

/** The four sign-in endpoints and who each admits. */
export const LOGIN_KINDS = ['institute', 'individual', 'faculty', 'user'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

/**
 * Sign-in for any kind of account (not named by the spec): the server finds the account by its email, so nobody
 * has to pick a role first and a wrong pick no longer reads as a wrong password. The four spec endpoints stay.
 */
export const ACCOUNT_LOGIN_PATH = '/account/login';

export const addressSchema = z
  .object({
    line1: z.string().trim().min(3, 'Address is required').max(200),
    countryCode: z.string().trim().length(2),
    stateCode: z.string().trim().min(1).max(10),
    city: z.string().trim().min(1).max(100),
    pincode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{3,10}$/, 'Invalid postal code'),
  })
  .strict();

export const instituteSignupBodySchema = z
  .object({
    name: nameSchema,
    customUrl: customUrlSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    board: z.enum(BOARDS),
    gstin: gstinSchema.optional(),
    address: addressSchema,
    /** The box "I have read and accept the privacy policy and the safety advisory", ticked. */
    acceptsPolicies: policiesAcceptedSchema,
  })
  .strict();
export type InstituteSignupBody = z.infer<typeof instituteSignupBodySchema>;

export const individualSignupBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema.optional(),
    password: passwordSchema,
    customUrl: customUrlSchema.optional(),
    /** The box "I have read and accept the privacy policy and the safety advisory", ticked. */
    acceptsPolicies: policiesAcceptedSchema,
  })
  .strict();
export type IndividualSignupBody = z.infer<typeof individualSignupBodySchema>;

/** What sign-up and OTP sending return: the transaction to verify against. */
export const otpTransactionSchema = z.object({
  transactionId: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
});
export type OtpTransaction = z.infer<typeof otpTransactionSchema>;

export const OTP_PURPOSES = ['SIGNUP'] as const;
export const otpSendBodySchema = z.object({ email: emailSchema, purpose: z.enum(OTP_PURPOSES) }).strict();
export const otpResendBodySchema = z.object({ transactionId: z.uuid() }).strict();
export const otpVerifyBodySchema = z
  .object({
    transactionId: z.uuid(),
    otp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
  })
  .strict();
/** A right code: the email is verified (and, for a school account, the school). */
export const otpVerifiedSchema = z.object({ verified: z.literal(true), email: z.string() });
export type OtpVerified = z.infer<typeof otpVerifiedSchema>;

export const tokenBodySchema = z.object({ token: z.string().min(20).max(200) }).strict();
/** A school's emailed verification link, used. */
export const instituteVerifiedSchema = z.object({ verified: z.literal(true) });

export const renewBodySchema = z.object({ refreshToken: z.string().min(20).max(200) });
export const renewResultSchema = z.object({ refreshToken: z.string(), user: userDetailsSchema });

export const logoutBodySchema = z.object({ refreshToken: z.string().max(200).optional() }).strict();

export const resetRequestBodySchema = z
  .object({ email: emailSchema, instituteCustomUrl: z.string().trim().toLowerCase().max(60).optional() })
  .strict();
export const resetPasswordBodySchema = z
  .object({ token: z.string().min(20).max(200), password: passwordSchema })
  .strict();
export const linkTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
/** A password set from a link: the account's email, to prefill the sign-in form. */
export const resetPasswordResultSchema = z.object({ email: z.string() });
export const linkStatusSchema = z.object({
  valid: z.boolean(),
  purpose: z.string().nullable(),
  email: z.string().nullable(),
});

export const changePasswordBodySchema = z
  .object({ currentPassword: z.string().min(1).max(128), newPassword: passwordSchema })
  .strict();
export const CHANGE_PASSWORD_KINDS = ['individual', 'institute', 'faculty', 'user'] as const;

export const availabilitySchema = z.object({ available: z.boolean() });
export const lookupEmailQuerySchema = z.object({ email: emailSchema });
export const lookupMobileQuerySchema = z.object({ mobile: phoneSchema });
export const lookupCustomUrlQuerySchema = z.object({ customUrl: customUrlSchema });
