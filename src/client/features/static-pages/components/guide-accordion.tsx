import * as Accordion from '@radix-ui/react-accordion';
import ChevronDown from '~icons/lucide/chevron-down';
import type { ReactNode } from 'react';

export interface GuideStep {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * One group of steps in the guide. Radix gives each trigger a button with
 * aria-expanded and aria-controls, opened by Enter or Space.
 */
export function GuideAccordion({ steps, label }: { steps: GuideStep[]; label: string }) {
  return (
    <Accordion.Root
      type="multiple"
      aria-label={label}
      className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      {steps.map((step, index) => (
        <Accordion.Item key={step.id} value={step.id}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center gap-3 px-4 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-5">
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
                >
                  {index + 1}
                </span>
                <span className="flex-1">{step.title}</span>
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-5 text-slate-700 sm:px-5 sm:pl-15">
            <div className="space-y-3 leading-relaxed">{step.body}</div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
