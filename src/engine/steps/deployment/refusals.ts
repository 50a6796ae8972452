/** What this step refuses, by code, with what each refusal says (the UI's word catalogue turns it into a sentence). */
export interface DeploymentRefusals {
  deploymentOrder: { expected: number };
  /** The plan item has no condition the players are asked about (issue 27): the app decides it, or it has none. */
  conditionNotAsked: { item: number };
  /** From app rules 3: the batch holds a camp option whose condition the players have not answered yet (`confirmCondition`, issue 34). */
  conditionPending: { item: number; batch: number };
}
