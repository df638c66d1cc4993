import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 15: share links. A link cannot outlive its redesign or owner (both columns are NOT NULL):
// the foreign keys cascade, edited from the generated "set null", so a link created while its
// redesign or account is being deleted goes with it instead of failing that deletion.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "shares" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"redesign_id" integer NOT NULL,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shares_id" integer;
  ALTER TABLE "shares" ADD CONSTRAINT "shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shares" ADD CONSTRAINT "shares_redesign_id_redesigns_id_fk" FOREIGN KEY ("redesign_id") REFERENCES "public"."redesigns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "shares_owner_idx" ON "shares" USING btree ("owner_id");
  CREATE INDEX "shares_redesign_idx" ON "shares" USING btree ("redesign_id");
  CREATE UNIQUE INDEX "shares_token_hash_idx" ON "shares" USING btree ("token_hash");
  CREATE INDEX "shares_updated_at_idx" ON "shares" USING btree ("updated_at");
  CREATE INDEX "shares_created_at_idx" ON "shares" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shares_fk" FOREIGN KEY ("shares_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shares_id_idx" ON "payload_locked_documents_rels" USING btree ("shares_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shares" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shares" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shares_fk";
  
  DROP INDEX "payload_locked_documents_rels_shares_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shares_id";`)
}
