import { useNavigate } from 'react-router-dom';
import { showErrorToast } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Parent } from '@tutoring/contract';
import { FormField } from '@tutoring/design-system';
import { Autocomplete } from '@tutoring/design-system/forms';

/** Staff choose whose payment profile to open: a parent search (name, e-mail or phone). */
export function ParentPicker({ value }: { value?: Parent | null }) {
  const navigate = useNavigate();
  return (
    <FormField label="Parent">
      <Autocomplete<Parent>
        placeholder="Search parents by name or e-mail"
        loadOptions={async (query, signal) => {
          const list = await api.parents.list({ query, per: 10 }, { signal });
          if (list.error) showErrorToast(list.error);
          return list.results;
        }}
        getOptionLabel={(p) =>
          `${p.fullName ?? [p.firstName, p.lastName].filter(Boolean).join(' ')}${p.email ? ` (${p.email})` : ''}`
        }
        getOptionKey={(p) => String(p.id)}
        value={value ?? null}
        onChange={(p) => {
          if (p) navigate(`/payments/${p.id}`);
        }}
      />
    </FormField>
  );
}
