/**
 * Compile-time check that the stand-in's wire shapes agree with the stripe SDK's types for the API
 * version it pins: every field the stand-in sends, at any depth, exists on the SDK type with a
 * compatible type (the stand-in may leave fields out). Decimal fields are skipped: on the wire they
 * are strings, which the client turns into Decimal objects.
 * Checked by `tsc` with the rest of the repo; nothing imports it at run time.
 */
import type Stripe from 'stripe'
import type * as Wire from './types'

type DecimalField = 'unit_amount_decimal' | 'quantity_decimal' | 'amount_decimal'
/** Stripe sends total_count on embedded lists (subscription items, invoice lines); the SDK omits it. */
type UndeclaredField = 'total_count'

type Fits<Mine, Sdk> = [Mine] extends [Sdk]
  ? true
  : Mine extends null
    ? null extends Sdk
      ? true
      : false
    : Mine extends readonly (infer Item)[]
      ? Extract<Sdk, readonly unknown[]> extends readonly (infer SdkItem)[]
        ? Fits<Item, SdkItem>
        : false
      : Mine extends object
        ? [BadKeys<Mine, Extract<NonNullable<Sdk>, object>>] extends [never]
          ? true
          : false
        : false

/** Fields of Mine that the SDK type lacks or types differently. */
type BadKeys<Mine, Sdk> = {
  [K in keyof Mine]-?: K extends DecimalField | UndeclaredField
    ? never
    : K extends keyof Sdk
      ? Fits<Mine[K], Sdk[K]> extends true
        ? never
        : K
      : K
}[keyof Mine]

/** Each entry must be `never`; a field name here means the stand-in disagrees with the SDK. */
export type ConformanceProblems = {
  customer: BadKeys<Wire.CustomerObject, Stripe.Customer>
  product: BadKeys<Wire.ProductObject, Stripe.Product>
  price: BadKeys<Wire.PriceObject, Stripe.Price>
  checkoutSession: BadKeys<Wire.CheckoutSessionObject, Stripe.Checkout.Session>
  checkoutLineItem: BadKeys<Wire.CheckoutLineItem, Stripe.LineItem>
  paymentMethod: BadKeys<Wire.PaymentMethodObject, Stripe.PaymentMethod>
  paymentIntent: BadKeys<Wire.PaymentIntentObject, Stripe.PaymentIntent>
  charge: BadKeys<Wire.ChargeObject, Stripe.Charge>
  refund: BadKeys<Wire.RefundObject, Stripe.Refund>
  subscription: BadKeys<Wire.SubscriptionObject, Stripe.Subscription>
  invoice: BadKeys<Wire.InvoiceObject, Stripe.Invoice>
  invoicePayment: BadKeys<Wire.InvoicePaymentObject, Stripe.InvoicePayment>
  portalSession: BadKeys<Wire.PortalSessionObject, Stripe.BillingPortal.Session>
  event: BadKeys<Omit<Wire.EventObject, 'type' | 'data'>, Stripe.Event>
}

type AllNever<T> = { [K in keyof T]: [T[K]] extends [never] ? true : T[K] }

// A compile error here names the object and the fields that drifted from the SDK's types.
export const conformance: AllNever<ConformanceProblems> = {
  customer: true,
  product: true,
  price: true,
  checkoutSession: true,
  checkoutLineItem: true,
  paymentMethod: true,
  paymentIntent: true,
  charge: true,
  refund: true,
  subscription: true,
  invoice: true,
  invoicePayment: true,
  portalSession: true,
  event: true,
}
