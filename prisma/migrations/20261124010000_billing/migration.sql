-- Billing (Stripe): the subscription's status (past_due is shown in the app) and the end of its current period
-- (a cancelled subscription keeps its plan until then), and the Stripe events already applied, so that a webhook
-- delivered twice changes nothing (the event's id is written in the same transaction as its effect).
ALTER TABLE "users" ADD COLUMN "subscriptionStatus" TEXT,
ADD COLUMN "subscriptionPeriodEnd" TIMESTAMPTZ(3);

CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- The billing sandbox (BILLING_SANDBOX=true, no Stripe key): its checkout sessions and subscriptions, which its
-- webhook events are read back from as Stripe's would be.
CREATE TABLE "billing_sandbox_objects" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_sandbox_objects_pkey" PRIMARY KEY ("id")
);
