import { forwardRef, type SelectHTMLAttributes } from 'react';
import { university } from '#client/lib/university';
import { SelectField } from './form-field';

type DepartmentSelectProps = {
  label?: string;
  error?: string | undefined;
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>;

/** A native select of the university's departments, grouped by faculty. */
export const DepartmentSelect = forwardRef<HTMLSelectElement, DepartmentSelectProps>(
  function DepartmentSelect({ label = 'Department', placeholder = 'Select department', ...rest }, ref) {
    return (
      <SelectField ref={ref} label={label} {...rest}>
        <option value="">{placeholder}</option>
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
