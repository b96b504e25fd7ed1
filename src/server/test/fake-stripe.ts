/**
 * A local stand-in for the Stripe API, speaking its wire protocol to the official `stripe` SDK
 * (pointed here with its host/port/protocol options, STRIPE_API_BASE): form-encoded requests with
 * a Bearer secret key, JSON objects in Stripe's shapes, `{ error: { type, code, message } }`
 * errors, and Idempotency-Key replays. It serves the calls the app makes (Customers
 * create/retrieve, Checkout Sessions create/retrieve, Billing Portal sessions create,
 * Subscriptions retrieve/update/cancel, Prices retrieve, Customer balance transactions create/list), a hosted checkout page whose Pay button creates the
 * subscription, sends the signed webhook events and redirects to the success URL, and a portal page
 * that can cancel at the period's end.
 *
 * Tests drive what Stripe would do on its own (a renewal failing, a retry succeeding, the period
 * ending) with the methods below: each changes the subscription and returns the events Stripe would
 * send, signed with the SDK's test header helper, for the test to deliver in any order.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

export const FAKE_PRICES = {
  monthly: { id: 'price_fmn_monthly', unit_amount: 999, interval: 'month' as const },
  annual: { id: 'price_fmn_annual', unit_amount: 7999, interval: 'year' as const },
};

type Json = Record<string, unknown>;
/** Sends one signed delivery to the app; resolves to the HTTP status it answered. */
export type Deliver = (payload: string, signature: string) => Promise<number>;

export interface FakeEvent {
  id: string;
  type: string;
  payload: string;
}

export interface FakeStripe {
  /** http://127.0.0.1:port: the API and the hosted pages. */
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** The STRIPE_ variables that point the app here. */
  env: Record<string, string>;
  /** Where events go: a function (API tests call the app directly) or the app's webhook URL. */
  deliverTo(target: Deliver | string): void;
  /** API requests received, as "METHOD /path". */
  requests: string[];
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Customer balance transactions made, by customer (newest last), in Stripe's shape. */
  balanceTransactions: Map<string, Json[]>;
  /** While true, creating a balance transaction answers Stripe's 500 api_error (an outage). */
  failBalanceTransactions: boolean;
  /** Deliveries made and the status each got. */
  deliveries: { id: string; type: string; status: number }[];
  /** A signed event about `object` (a snapshot of it now), not yet delivered. */
  event(type: string, object: Json): FakeEvent;
  /** Signs and sends one event (again, if it was sent before); resolves to the app's status. */
  deliver(event: FakeEvent, signature?: string): Promise<number>;
  /** What the Pay button does: the subscription exists, and Stripe's events for it. */
  pay(sessionId: string): Promise<{ subscriptionId: string; events: FakeEvent[] }>;
  /** The person cancels in the portal: active until the period ends. */
  cancelAtPeriodEnd(subscriptionId: string): FakeEvent[];
  /** The period ends (after a cancellation): the subscription is canceled. */
  endPeriod(subscriptionId: string): FakeEvent[];
  /** A renewal's payment fails: past_due. */
  failRenewal(subscriptionId: string): FakeEvent[];
  /** The retry succeeds: active, with the next period. */
  recoverRenewal(subscriptionId: string): FakeEvent[];
  /** The renewal succeeds: active, with the next period. */
  renew(subscriptionId: string): FakeEvent[];
  /** The latest charge of the subscription is refunded (in full). */
  refund(subscriptionId: string): FakeEvent[];
  close(): Promise<void>;
}

const DAY = 86_400;
const nowSec = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return arraysOf(root) as Json;
}

function arraysOf(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v;
  const o = v as Json;
  const keys = Object.keys(o);
  const mapped = Object.fromEntries(keys.map((k) => [k, arraysOf(o[k])]));
  if (keys.length && keys.every((k) => /^\d+$/.test(k))) return keys.sort((a, b) => +a - +b).map((k) => mapped[k]);
  return mapped;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const p of req) parts.push(p as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export async function startFakeStripe(opts: { secretKey?: string; webhookSecret?: string } = {}): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? `sk_test_fake${randomBytes(8).toString('hex')}`;
  const webhookSecret = opts.webhookSecret ?? `whsec_fake${randomBytes(8).toString('hex')}`;
  const signer = new Stripe(secretKey);
  const open = new Set<Socket>();
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: string }>();
  /** What a checkout session was created with (Stripe keeps it; its JSON shows line items only expanded). */
  const sessionInput = new Map<string, { price: string; subscriptionMetadata: Json }>();
  /** The charge that paid an invoice. */
  const chargeOfInvoice = new Map<string, string>();
  let target: Deliver | string | null = null;

  const priceObject = (plan: keyof typeof FAKE_PRICES): Json => {
    const p = FAKE_PRICES[plan];
    return {
      id: p.id,
      object: 'price',
      active: true,
      currency: 'usd',
      product: `prod_fmn_${plan}`,
      type: 'recurring',
      unit_amount: p.unit_amount,
      recurring: { interval: p.interval, interval_count: 1, usage_type: 'licensed' },
      livemode: false,
    };
  };
  const planOfPrice = (priceId: string) =>
    (Object.keys(FAKE_PRICES) as (keyof typeof FAKE_PRICES)[]).find((k) => FAKE_PRICES[k].id === priceId);

  const snapshot = (o: Json): Json => JSON.parse(JSON.stringify(o)) as Json;

  function event(type: string, object: Json, previous?: Json): FakeEvent {
    const id = newId('evt');
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: nowSec(),
        data: { object: snapshot(object), ...(previous ? { previous_attributes: previous } : {}) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    return { id, type, payload };
  }

  async function deliver(e: FakeEvent, signature?: string): Promise<number> {
    if (!target) throw new Error('fake Stripe: no webhook target (call deliverTo first)');
    const header = signature ?? signer.webhooks.generateTestHeaderString({ payload: e.payload, secret: webhookSecret });
    let status: number;
    if (typeof target === 'string') {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: e.payload,
      });
      await res.arrayBuffer();
      status = res.status;
    } else {
      status = await target(e.payload, header);
    }
    fake.deliveries.push({ id: e.id, type: e.type, status });
    return status;
  }

  function subscriptionOf(id: string): Json {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`fake Stripe: no subscription ${id}`);
    return sub;
  }
  const itemOf = (sub: Json) => ((sub.items as Json).data as Json[])[0]!;

  function newInvoice(sub: Json, paid: boolean, reason: string): Json {
    const item = itemOf(sub);
    const price = item.price as Json;
    const invoice: Json = {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      currency: 'usd',
      amount_due: price.unit_amount,
      amount_paid: paid ? price.unit_amount : 0,
      amount_remaining: paid ? 0 : price.unit_amount,
      attempt_count: 1,
      billing_reason: reason,
      status: paid ? 'paid' : 'open',
      created: nowSec(),
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
    };
    invoices.set(invoice.id as string, invoice);
    sub.latest_invoice = invoice.id;
    if (paid) {
      const charge: Json = {
        id: newId('ch'),
        object: 'charge',
        amount: price.unit_amount,
        amount_refunded: 0,
        refunded: false,
        currency: 'usd',
        customer: sub.customer,
        paid: true,
        status: 'succeeded',
        created: nowSec(),
        livemode: false,
      };
      charges.set(charge.id as string, charge);
      chargeOfInvoice.set(invoice.id as string, charge.id as string);
    }
    return invoice;
  }

  function nextPeriod(sub: Json): void {
    const item = itemOf(sub);
    const interval = ((item.price as Json).recurring as Json).interval;
    const start = item.current_period_end as number;
    item.current_period_start = start;
    item.current_period_end = start + (interval === 'year' ? 365 : 30) * DAY;
  }

  const fake: FakeStripe = {
    baseUrl: '',
    secretKey,
    webhookSecret,
    env: {},
    deliverTo(t) {
      target = t;
    },
    requests: [],
    customers,
    sessions,
    subscriptions,
    balanceTransactions: new Map(),
    failBalanceTransactions: false,
    deliveries: [],
    event,
    deliver,

    async pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`fake Stripe: session ${sessionId} is ${String(session.status)}`);
      const input = sessionInput.get(sessionId)!;
      const plan = planOfPrice(input.price)!;
      const start = nowSec();
      const subId = newId('sub');
      const sub: Json = {
        id: subId,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        collection_method: 'charge_automatically',
        created: start,
        start_date: start,
        currency: 'usd',
        livemode: false,
        metadata: input.subscriptionMetadata,
        latest_invoice: null,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: priceObject(plan),
              quantity: 1,
              subscription: subId,
              created: start,
              current_period_start: start,
              current_period_end: start + (plan === 'annual' ? 365 : 30) * DAY,
            },
          ],
          has_more: false,
          url: `/v1/subscription_items?subscription=${subId}`,
        },
      };
      subscriptions.set(subId, sub);
      const payer = customers.get(String(session.customer));
      if (payer) payer.currency ??= 'usd';
      const invoice = newInvoice(sub, true, 'subscription_create');
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subId, invoice: invoice.id });
      return {
        subscriptionId: subId,
        events: [
          event('customer.subscription.created', sub),
          event('checkout.session.completed', session),
          event('invoice.paid', invoice),
        ],
      };
    },

    cancelAtPeriodEnd(id) {
      const sub = subscriptionOf(id);
      sub.cancel_at_period_end = true;
      sub.cancel_at = itemOf(sub).current_period_end;
      sub.canceled_at = nowSec();
      return [event('customer.subscription.updated', sub, { cancel_at_period_end: false })];
    },

    endPeriod(id) {
      const sub = subscriptionOf(id);
      sub.status = 'canceled';
      sub.ended_at = nowSec();
      return [event('customer.subscription.deleted', sub)];
    },

    failRenewal(id) {
      const sub = subscriptionOf(id);
      nextPeriod(sub);
      const invoice = newInvoice(sub, false, 'subscription_cycle');
      sub.status = 'past_due';
      return [
        event('invoice.payment_failed', invoice),
        event('customer.subscription.updated', sub, { status: 'active' }),
      ];
    },

    recoverRenewal(id) {
      const sub = subscriptionOf(id);
      const invoice = invoices.get(sub.latest_invoice as string)!;
      Object.assign(invoice, {
        status: 'paid',
        amount_paid: invoice.amount_due,
        amount_remaining: 0,
        attempt_count: 2,
      });
      sub.status = 'active';
      return [event('invoice.paid', invoice), event('customer.subscription.updated', sub, { status: 'past_due' })];
    },

    renew(id) {
      const sub = subscriptionOf(id);
      nextPeriod(sub);
      const invoice = newInvoice(sub, true, 'subscription_cycle');
      return [event('invoice.paid', invoice), event('customer.subscription.updated', sub)];
    },

    refund(id) {
      const sub = subscriptionOf(id);
      const invoice = invoices.get(sub.latest_invoice as string)!;
      const charge = charges.get(chargeOfInvoice.get(invoice.id as string)!)!;
      Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
      return [event('charge.refunded', charge)];
    },

    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };

  // ---- the API --------------------------------------------------------------------------------

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
    res.end(JSON.stringify(body));
  }
  const missing = (res: ServerResponse, what: string, id: string, param = 'id') =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param,
        message: `No such ${what}: '${id}'`,
      },
    });
  const invalid = (res: ServerResponse, param: string, message: string) =>
    send(res, 400, { error: { type: 'invalid_request_error', code: 'parameter_invalid', param, message } });

  function api(method: string, path: string, form: Json, res: ServerResponse): void {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Json = {
        id: newId('cus'),
        object: 'customer',
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: form.metadata ?? {},
        balance: 0,
        currency: null,
        created: nowSec(),
        livemode: false,
      };
      customers.set(customer.id as string, customer);
      return send(res, 200, customer);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const c = customers.get(m[1]!);
      return c ? send(res, 200, c) : missing(res, 'customer', m[1]!);
    }
    if (method === 'DELETE' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      if (!customers.has(m[1]!)) return missing(res, 'customer', m[1]!);
      const gone = { id: m[1]!, object: 'customer', deleted: true };
      customers.set(m[1]!, gone);
      // As Stripe does: a deleted customer's subscriptions end at once.
      for (const s of subscriptions.values()) {
        if (s.customer === m[1] && s.status !== 'canceled') {
          Object.assign(s, { status: 'canceled', ended_at: nowSec(), canceled_at: nowSec() });
        }
      }
      return send(res, 200, gone);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/prices\/([^/]+)$/))) {
      const plan = planOfPrice(m[1]!);
      return plan ? send(res, 200, priceObject(plan)) : missing(res, 'price', m[1]!);
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)\/balance_transactions$/))) {
      const customer = customers.get(m[1]!);
      if (!customer || customer.deleted) return missing(res, 'customer', m[1]!);
      if (method === 'GET') {
        const data = [...(fake.balanceTransactions.get(m[1]!) ?? [])].reverse();
        return send(res, 200, { object: 'list', data, has_more: false, url: path });
      }
      if (method === 'POST') {
        if (fake.failBalanceTransactions)
          return send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount === 0) return invalid(res, 'amount', 'Invalid integer: amount');
        if (typeof form.currency !== 'string' || !form.currency)
          return invalid(res, 'currency', 'Missing required param: currency.');
        if (customer.currency && customer.currency !== form.currency)
          return invalid(
            res,
            'currency',
            `The currency must be the customer's currency (${String(customer.currency)}).`,
          );
        customer.balance = (customer.balance as number) + amount;
        customer.currency ??= form.currency;
        const txn: Json = {
          id: newId('cbtxn'),
          object: 'customer_balance_transaction',
          amount,
          checkout_session: null,
          created: nowSec(),
          credit_note: null,
          currency: form.currency,
          customer: m[1]!,
          description: form.description ?? null,
          ending_balance: customer.balance,
          invoice: null,
          livemode: false,
          metadata: form.metadata ?? {},
          type: 'adjustment',
        };
        fake.balanceTransactions.set(m[1]!, [...(fake.balanceTransactions.get(m[1]!) ?? []), txn]);
        return send(res, 200, txn);
      }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lines = (form.line_items as Json[] | undefined) ?? [];
      if (form.mode !== 'subscription') return invalid(res, 'mode', 'This fake serves subscription mode only.');
      if (lines.length !== 1 || !planOfPrice(String(lines[0]!.price)))
        return invalid(res, 'line_items[0][price]', `No such price: '${String(lines[0]?.price)}'`);
      const customer = customers.get(String(form.customer));
      if (!customer || customer.deleted) return missing(res, 'customer', String(form.customer), 'customer');
      const id = newId('cs_test');
      const session: Json = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        customer: form.customer,
        client_reference_id: form.client_reference_id ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        metadata: form.metadata ?? {},
        subscription: null,
        invoice: null,
        currency: 'usd',
        amount_total: FAKE_PRICES[planOfPrice(String(lines[0]!.price))!].unit_amount,
        created: nowSec(),
        expires_at: nowSec() + DAY,
        livemode: false,
        url: `${fake.baseUrl}/pay/${id}`,
      };
      sessions.set(id, session);
      sessionInput.set(id, {
        price: String(lines[0]!.price),
        subscriptionMetadata: ((form.subscription_data as Json | undefined)?.metadata as Json | undefined) ?? {},
      });
      return send(res, 200, session);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const s = sessions.get(m[1]!);
      return s ? send(res, 200, s) : missing(res, 'checkout.session', m[1]!);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = customers.get(String(form.customer));
      if (!customer || customer.deleted) return missing(res, 'customer', String(form.customer), 'customer');
      const id = newId('bps');
      const session: Json = {
        id,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url ?? null,
        configuration: 'bpc_fmn_default',
        created: nowSec(),
        livemode: false,
        url: `${fake.baseUrl}/portal/${id}`,
      };
      portalSessions.set(id, session);
      return send(res, 200, session);
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return missing(res, 'subscription', m[1]!);
      if (method === 'GET') return send(res, 200, sub);
      if (method === 'POST') {
        if (form.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
          sub.cancel_at = sub.cancel_at_period_end ? itemOf(sub).current_period_end : null;
        }
        if (form.metadata) sub.metadata = { ...(sub.metadata as Json), ...(form.metadata as Json) };
        return send(res, 200, sub);
      }
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', ended_at: nowSec(), canceled_at: nowSec() });
        return send(res, 200, sub);
      }
    }
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
    });
  }

  // ---- the hosted pages ---------------------------------------------------------------------

  async function hosted(method: string, path: string, res: ServerResponse): Promise<boolean> {
    let m: RegExpMatchArray | null;
    if ((m = path.match(/^\/pay\/([^/]+)$/))) {
      const session = sessions.get(m[1]!);
      if (!session) return false;
      if (method === 'GET') {
        const plan = planOfPrice(sessionInput.get(String(session.id))!.price)!;
        const amount = (FAKE_PRICES[plan].unit_amount / 100).toFixed(2);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          page(
            'Test checkout',
            `<p>Subscribe to the ${plan} plan: $${amount}.</p>` +
              `<form method="post" action="/pay/${escapeHtml(String(session.id))}"><button type="submit">Pay</button></form>` +
              `<p><a href="${escapeHtml(String(session.cancel_url))}">Back</a></p>`,
          ),
        );
        return true;
      }
      if (method === 'POST') {
        const { events } = await fake.pay(String(session.id));
        for (const e of events) await deliver(e);
        res.writeHead(303, {
          location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id)),
        });
        res.end();
        return true;
      }
    }
    if ((m = path.match(/^\/portal\/([^/]+)(\/cancel)?$/))) {
      const ps = portalSessions.get(m[1]!);
      if (!ps) return false;
      const subs = [...subscriptions.values()].filter((s) => s.customer === ps.customer && s.status !== 'canceled');
      if (method === 'POST' && m[2]) {
        for (const s of subs) for (const e of fake.cancelAtPeriodEnd(String(s.id))) await deliver(e);
        res.writeHead(303, { location: `/portal/${String(ps.id)}` });
        res.end();
        return true;
      }
      if (method === 'GET' && !m[2]) {
        const rows = subs
          .map((s) => {
            const item = itemOf(s);
            const plan = planOfPrice(String((item.price as Json).id));
            const ends = new Date((item.current_period_end as number) * 1000).toISOString().slice(0, 10);
            return `<li>${plan} plan, ${String(s.status)}${s.cancel_at_period_end ? `, ends ${ends}` : `, renews ${ends}`}</li>`;
          })
          .join('');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          page(
            'Test customer portal',
            `<ul>${rows || '<li>No subscription</li>'}</ul>` +
              (subs.some((s) => !s.cancel_at_period_end)
                ? `<form method="post" action="/portal/${escapeHtml(String(ps.id))}/cancel"><button type="submit">Cancel plan</button></form>`
                : '') +
              `<p><a href="${escapeHtml(String(ps.return_url))}">Return to the site</a></p>`,
          ),
        );
        return true;
      }
    }
    return false;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const body = await readBody(req);
      if (!url.pathname.startsWith('/v1/')) {
        if (!(await hosted(method, url.pathname, res))) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('Not found');
        }
        return;
      }
      fake.requests.push(`${method} ${url.pathname}`);
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
        });
      }
      const key = req.headers['idempotency-key'];
      const replayKey = typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : null;
      const replay = replayKey ? idempotent.get(replayKey) : undefined;
      if (replay) {
        res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        res.end(replay.body);
        return;
      }
      if (replayKey) {
        // Keep what is answered, to answer a replay of this key the same.
        const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
        res.end = ((chunk?: unknown) => {
          idempotent.set(replayKey, { status: res.statusCode, body: String(chunk ?? '') });
          return end(chunk);
        }) as typeof res.end;
      }
      const form = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
      api(method, url.pathname, form, res);
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  server.on('connection', (s) => {
    open.add(s);
    s.on('close', () => open.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.env = {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly.id,
    STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual.id,
    STRIPE_API_BASE: fake.baseUrl,
  };
  return fake;
}
