import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import ws from 'ws'
import { createScratchDatabase } from '../src/db/scratch.ts'
import { startLocalStackServer, type RunningStack } from '../src/server.ts'

/**
 * PostgREST 12's aggregate functions in `select` (docs: "Aggregate Functions"): refused with PGRST123
 * until the authenticator role has `pgrst.db_aggregates_enabled`, then grouped implicitly by every
 * other output. A stack of its own (on a scratch database of the run's cluster),
 * since the setting is the whole stack's.
 */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null
let running: RunningStack
let db: SupabaseClient

beforeAll(async () => {
  scratch = await createScratchDatabase(inject('adminDatabaseUrl'), 'rest_aggregates')
  running = await startLocalStackServer({
    port: 0,
    databaseUrl: scratch.url,
    supabaseDir: 'supabase',
    migrationsDir: 'supabase/local/tests/fixtures/migrations',
    seedFile: null,
  })
  await running.stack.db.exec(`
    create table public.customers (id int primary key, name text not null, city text not null, joined date not null);
    create table public.orders (
      id int primary key, customer_id int not null references public.customers (id),
      amount numeric(10, 2) not null, quantity int not null, order_date date not null, details jsonb not null
    );
    insert into public.customers values
      (1, 'Ada', 'London', '2020-01-01'), (2, 'Ben', 'Paris', '2021-06-01'), (3, 'Cy', 'London', '2022-03-15');
    insert into public.orders values
      (1, 1, 10.50, 1, '2024-01-01', '{"tax": "1.5"}'),
      (2, 1, 20.00, 2, '2024-01-02', '{"tax": "2"}'),
      (3, 2, 5.50, 1, '2024-01-01', '{"tax": "0.5"}'),
      (4, 3, 30.00, 3, '2024-01-02', '{"tax": "3"}'),
      (5, 2, 4.25, 5, '2024-01-02', '{"tax": "0.25"}');
    create table public.shipments (id int primary key, order_id int not null references public.orders (id), carrier text not null);
    insert into public.shipments values (1, 1, 'DHL'), (2, 3, 'UPS'), (3, 4, 'DHL'), (4, 5, 'UPS'), (5, 2, 'DHL');
    grant select on public.customers, public.orders, public.shipments to anon, authenticated;
  `)
  running.stack.reloadSchema()
  db = createClient(running.url, running.stack.keys.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  })
}, 120_000)
afterAll(async () => {
  await running?.close()
  await scratch?.drop()
})

/** Grouped rows come in no set order when the group is an embed; tests sort them by the embed's name. */
const byName = (a: unknown, b: unknown) => (a as { name: string }).name.localeCompare((b as { name: string }).name)

describe('rest aggregates: off by default, as on hosted Supabase', () => {
  it('refuses an aggregate with PGRST123, at the top level or in an embed', async () => {
    const notAllowed = {
      code: 'PGRST123',
      message: 'Use of aggregate functions is not allowed',
      details: null,
      hint: null,
    }
    const top = await db.from('orders').select('amount.sum()')
    expect(top.status).toBe(400)
    expect(top.error).toEqual(notAllowed)
    const embedded = await db.from('customers').select('name, orders(count())')
    expect(embedded.status).toBe(400)
    expect(embedded.error).toEqual(notAllowed)
  })

  it('still counts an embed the legacy way, without parentheses', async () => {
    const { data, error } = await db.from('customers').select('name, orders(count)').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'Ada', orders: [{ count: 2 }] },
      { name: 'Ben', orders: [{ count: 2 }] },
      { name: 'Cy', orders: [{ count: 1 }] },
    ])
  })
})

describe('rest aggregates: with pgrst.db_aggregates_enabled', () => {
  beforeAll(async () => {
    await running.stack.db.exec(`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`)
    await running.stack.db.exec(`notify pgrst, 'reload config'`)
    // The notification reloads the schema cache, and with it the role's settings.
    for (let i = 0; i < 100; i++) {
      if ((await db.from('orders').select('count()')).error === null) return
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error('aggregates never became enabled')
  })

  it('counts rows with count()', async () => {
    const { data, error } = await db.from('orders').select('count()')
    expect(error).toBeNull()
    expect(data).toEqual([{ count: 5 }])
  })

  it('names each aggregate after its function, or its alias', async () => {
    const { data, error } = await db
      .from('orders')
      .select('amount.sum(), amount.max(), amount.min(), quantity.avg(), quantity.count(), orders:count()')
    expect(error).toBeNull()
    expect(data).toEqual([{ sum: 70.25, max: 30, min: 4.25, avg: 2.4, count: 5, orders: 5 }])
    const aliased = await db.from('orders').select('total:amount.sum(), average:amount.avg()')
    expect(aliased.data).toEqual([{ total: 70.25, average: 14.05 }])
  })

  it('casts the result after the function and the input before it', async () => {
    const { data, error } = await db.from('orders').select('amount.sum()::int, quantity.avg()::int')
    expect(error).toBeNull()
    expect(data).toEqual([{ sum: 70, avg: 2 }])
    // Each amount rounded first: 11 + 20 + 6 + 30 + 4.
    expect((await db.from('orders').select('amount::int.sum()')).data).toEqual([{ sum: 71 }])
    const tax = await db.from('orders').select('tax:details->>tax::numeric.sum()')
    expect(tax.error).toBeNull()
    expect(tax.data).toEqual([{ tax: 7.25 }])
  })

  it('groups by every other selected column, after filters, in the requested order', async () => {
    const { data, error } = await db
      .from('orders')
      .select('order_date, count(), amount.sum()')
      .gte('amount', 5)
      .order('order_date', { ascending: false })
    expect(error).toBeNull()
    expect(data).toEqual([
      { order_date: '2024-01-02', count: 2, sum: 50 },
      { order_date: '2024-01-01', count: 2, sum: 16 },
    ])
  })

  it('groups by an embedded resource', async () => {
    const { data, error } = await db.from('orders').select('amount.sum(), customers(name)')
    expect(error).toBeNull()
    expect([...data!].sort((a, b) => byName(a.customers, b.customers))).toEqual([
      { sum: 30.5, customers: { name: 'Ada' } },
      { sum: 9.75, customers: { name: 'Ben' } },
      { sum: 30, customers: { name: 'Cy' } },
    ])
  })

  it("groups by a spread embed's columns, which join the parent's group", async () => {
    const { data, error } = await db.from('orders').select('amount.sum(), ...customers(city)')
    expect(error).toBeNull()
    expect([...data!].sort((a, b) => a.city.localeCompare(b.city))).toEqual([
      { sum: 60.5, city: 'London' },
      { sum: 9.75, city: 'Paris' },
    ])
  })

  it("aggregates a spread embed's columns over the parent's rows", async () => {
    const { data, error } = await db
      .from('orders')
      .select('order_date, ...customers(latest:joined.max(), joined.min(), count())')
      .order('order_date')
    expect(error).toBeNull()
    expect(data).toEqual([
      { order_date: '2024-01-01', latest: '2021-06-01', min: '2020-01-01', count: 2 },
      { order_date: '2024-01-02', latest: '2022-03-15', min: '2020-01-01', count: 3 },
    ])
  })

  it('aggregates within an embedded resource, grouped by its own columns only', async () => {
    const { data, error } = await db
      .from('customers')
      .select('name, orders(amount.sum(), order_date)')
      .order('id')
      .order('order_date', { referencedTable: 'orders' })
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        name: 'Ada',
        orders: [
          { sum: 10.5, order_date: '2024-01-01' },
          { sum: 20, order_date: '2024-01-02' },
        ],
      },
      {
        name: 'Ben',
        orders: [
          { sum: 5.5, order_date: '2024-01-01' },
          { sum: 4.25, order_date: '2024-01-02' },
        ],
      },
      { name: 'Cy', orders: [{ sum: 30, order_date: '2024-01-02' }] },
    ])
    const counted = await db.from('customers').select('name, orders(count())').eq('id', 2)
    expect(counted.data).toEqual([{ name: 'Ben', orders: [{ count: 2 }] }])
  })

  it('groups by every column of * next to an aggregate', async () => {
    const { data, error } = await db.from('customers').select('*, orders(count())').eq('city', 'London').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 1, name: 'Ada', city: 'London', joined: '2020-01-01', orders: [{ count: 2 }] },
      { id: 3, name: 'Cy', city: 'London', joined: '2022-03-15', orders: [{ count: 1 }] },
    ])
    const grouped = await db.from('customers').select('*, count()').eq('id', 2)
    expect(grouped.data).toEqual([{ id: 2, name: 'Ben', city: 'Paris', joined: '2021-06-01', count: 1 }])
  })

  it('spreads through two to-one levels, grouping by and aggregating over the nested columns', async () => {
    const flat = await db.from('shipments').select('carrier, ...orders(amount, ...customers(name, city))').order('id')
    expect(flat.error).toBeNull()
    expect(flat.data).toEqual([
      { carrier: 'DHL', amount: 10.5, name: 'Ada', city: 'London' },
      { carrier: 'UPS', amount: 5.5, name: 'Ben', city: 'Paris' },
      { carrier: 'DHL', amount: 30, name: 'Cy', city: 'London' },
      { carrier: 'UPS', amount: 4.25, name: 'Ben', city: 'Paris' },
      { carrier: 'DHL', amount: 20, name: 'Ada', city: 'London' },
    ])
    const byCity = await db.from('shipments').select('...orders(...customers(city)), count()')
    expect(byCity.error).toBeNull()
    expect([...byCity.data!].sort((a, b) => a.city.localeCompare(b.city))).toEqual([
      { city: 'London', count: 3 },
      { city: 'Paris', count: 2 },
    ])
    const byCarrier = await db
      .from('shipments')
      .select('carrier, ...orders(amount.sum(), ...customers(joined.max()))')
      .order('carrier')
    expect(byCarrier.error).toBeNull()
    expect(byCarrier.data).toEqual([
      { carrier: 'DHL', sum: 60.5, max: '2022-03-15' },
      { carrier: 'UPS', sum: 9.75, max: '2021-06-01' },
    ])
  })

  it('leaves out an embed that only filters through a nested one, and refuses it next to an aggregate as hosted does', async () => {
    const filtered = await db
      .from('customers')
      .select('name, orders!inner(shipments!inner())')
      .eq('orders.shipments.carrier', 'UPS')
    expect(filtered.error).toBeNull()
    expect(filtered.data).toEqual([{ name: 'Ben' }])
    // PostgREST groups by the embed it leaves out of the select (PostgREST issue 4582).
    const grouped = await db.from('customers').select('city, orders(shipments()), count()')
    expect(grouped.status).toBe(400)
    expect(grouped.error).toEqual({
      code: '42703',
      message: 'column "orders" does not exist',
      details: null,
      hint: null,
    })
    const direct = await db.from('customers').select('city, orders!inner(), count()').order('city')
    expect(direct.error).toBeNull()
    expect(direct.data).toEqual([
      { city: 'London', count: 2 },
      { city: 'Paris', count: 1 },
    ])
  })
})
