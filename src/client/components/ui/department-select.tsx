import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useT } from '#client/lib/i18n';
import { university } from '#client/lib/university';
import { SelectField } from './form-field';

type DepartmentSelectProps = {
  label?: string;
  error?: string | undefined;
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>;

/** A native select of the university's departments, grouped by faculty. */
export const DepartmentSelect = forwardRef<HTMLSelectElement, DepartmentSelectProps>(
  function DepartmentSelect({ label, placeholder, ...rest }, ref) {
    const t = useT();
    return (
      <SelectField ref={ref} label={label ?? t('admin.department')} {...rest}>
        <option value="">{placeholder ?? t('ui.selectDepartment')}</option>
        {university().faculties.map((faculty) => (
          <optgroup key={faculty.name} label={faculty.name}>
            {faculty.departments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    );
  },
);
