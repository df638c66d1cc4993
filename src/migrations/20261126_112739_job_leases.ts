import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" ADD COLUMN "submission_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "receipt_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "lease_owner" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "lease_expires_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" DROP COLUMN "submission_claimed_at";
  ALTER TABLE "orders" DROP COLUMN "receipt_claimed_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "lease_owner";
  ALTER TABLE "payload_jobs" DROP COLUMN "lease_expires_at";`)
}
