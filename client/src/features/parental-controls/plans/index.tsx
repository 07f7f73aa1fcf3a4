import type { ComponentType } from 'react';

/**
 * The AI parenting plans tabs of /parental-controls (spec 002 §2, issue 13), built separately: the page shows the
 * ai-plan-builder and my-plans tabs only once this module provides their components.
 */
export interface PlansTabProps {
  childId: string;
  childName: string;
  childAge: number | null;
  /** Opens the my-plans tab (after a plan was generated and saved). */
  openMyPlans: () => void;
}

export const PlanBuilderTab: ComponentType<PlansTabProps> | null = null;
export const MyPlansTab: ComponentType<PlansTabProps> | null = null;
