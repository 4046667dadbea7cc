'use client';

import { useState } from 'react';
import type { AdminDistributorDto } from '@/lib/admin/dto';
import { distributorInputSchema, type DistributorInput } from '@/lib/admin/schemas';
import { apiFetch } from '@/lib/http/fetcher';
import { adminMessages } from '@/lib/messages/admin';
import { listingFormMessages } from '@/lib/messages/listing-form';
import { productMessages } from '@/lib/messages/product';
import { useSession } from '@/components/auth/use-session';
import { CheckField, NumberField } from '@/components/dashboard/fields';
import dashboard from '@/components/dashboard/dashboard.module.css';
import { TextField } from '@/components/ui/Field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { adminPaths } from './api';
import { DeliveryCostsEditor } from './DeliveryCostsEditor';

const adminDistributorsMessages = adminMessages.distributors;

/** An import company's name, terms and delivery costs, checked with the API's schema and saved with PATCH. */
export function DistributorEditor({ distributor, onSaved }: { distributor: AdminDistributorDto; onSaved(): void }) {
  const { token } = useSession();
  const [values, setValues] = useState<DistributorInput>(distributor);
  const set = (patch: Partial<DistributorInput>) => setValues((v) => ({ ...v, ...patch }));
  const { errors, busy, submit } = useFormSubmit({
    schema: distributorInputSchema,
    send: (body) => apiFetch(adminPaths.distributor(distributor._id), { method: 'PATCH', token, body }),
    sent: adminMessages.saved,
    onSent: onSaved,
    failure: productMessages.actionFailed,
  });

  return (
    <form className={dashboard.form} onSubmit={(event) => submit(event, values)} noValidate>
      <fieldset>
        <legend>{distributor.email}</legend>
        <TextField
          label={adminDistributorsMessages.companyName}
          value={values.importCompanyName}
          maxLength={80}
          onChange={(e) => set({ importCompanyName: e.target.value })}
          error={errors.importCompanyName}
        />
        <TextField
          label={productMessages.description}
          multiline
          value={values.importCompanyDescription}
          maxLength={1000}
          onChange={(e) => set({ importCompanyDescription: e.target.value })}
        />
        <div className={dashboard.grid4}>
          <NumberField
            label={listingFormMessages.earningPercent}
            max={100}
            value={values.importCompanyPercent}
            onChange={(importCompanyPercent) => set({ importCompanyPercent })}
            error={errors.importCompanyPercent}
          />
          <NumberField
            label={adminDistributorsMessages.minPercent}
            max={100}
            value={values.importCompanyMinPercent}
            onChange={(importCompanyMinPercent) => set({ importCompanyMinPercent })}
            error={errors.importCompanyMinPercent}
          />
          <NumberField
            label={adminDistributorsMessages.maxPercent}
            max={100}
            value={values.importCompanyMaxPercent}
            onChange={(importCompanyMaxPercent) => set({ importCompanyMaxPercent })}
            error={errors.importCompanyMaxPercent}
          />
        </div>
        <CheckField
          label={adminDistributorsMessages.fastDelivery}
          checked={values.importCompanyFastDelivery}
          onChange={(importCompanyFastDelivery) => set({ importCompanyFastDelivery })}
        />
        <CheckField
          label={listingFormMessages.manualImportCost}
          checked={values.isManualImportCost}
          onChange={(isManualImportCost) => set({ isManualImportCost })}
        />
      </fieldset>
      <DeliveryCostsEditor value={values.deliveryCosts} onChange={(deliveryCosts) => set({ deliveryCosts })} error={errors.deliveryCosts} />
      <div className={dashboard.actions}>
        <button type="submit" className="button" disabled={busy}>
          {adminMessages.save}
        </button>
      </div>
    </form>
  );
}
