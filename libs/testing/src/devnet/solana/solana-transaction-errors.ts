// LiteSVM reports transaction errors as native enum values; Solana's JSON-RPC reports them as JSON
// (`"BlockhashNotFound"`, `{ "InstructionError": [0, { "Custom": 1 }] }`), which is what
// @solana/web3.js and wallets parse. The name tables follow litesvm's `internal.d.ts` (1.5), whose
// const enums number their members from 0 in this order.
import {
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal';
// litesvm's entry point re-exports only the types of these classes, not the classes themselves.
import type { FailedTransactionMetadata } from 'litesvm';

const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

/** A transaction error as Solana's JSON-RPC writes it. */
export type TransactionErrorJson = string | Record<string, unknown>;

/** A failed transaction's error in JSON-RPC form. */
export function transactionErrorJson(failed: FailedTransactionMetadata): TransactionErrorJson {
  const err = failed.err();
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? `TransactionError(${err})`;
  if (err instanceof TransactionErrorInstructionError) {
    return { InstructionError: [err.index, instructionErrorJson(err.err())] };
  }
  if (err instanceof TransactionErrorDuplicateInstruction)
    return { DuplicateInstruction: err.index };
  if (err instanceof TransactionErrorInsufficientFundsForRent) {
    return { InsufficientFundsForRent: { account_index: err.accountIndex } };
  }
  if (err instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } };
  }
  return String(err);
}

function instructionErrorJson(
  err: ReturnType<TransactionErrorInstructionError['err']>,
): TransactionErrorJson {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? `InstructionError(${err})`;
  if ('code' in err) return { Custom: err.code };
  return { BorshIoError: err.msg };
}

/** The JSON-RPC error message of a failed preflight, as a validator words it. */
export function preflightFailureMessage(err: TransactionErrorJson): string {
  if (typeof err === 'string') return `Transaction simulation failed: ${describe(err)}`;
  const instruction = err['InstructionError'];
  if (Array.isArray(instruction)) {
    const [index, inner] = instruction as [number, TransactionErrorJson];
    const text =
      typeof inner === 'string'
        ? describe(inner)
        : `custom program error: 0x${Number((inner as { Custom?: number }).Custom ?? 0).toString(16)}`;
    return `Transaction simulation failed: Error processing Instruction ${index}: ${text}`;
  }
  return `Transaction simulation failed: ${JSON.stringify(err)}`;
}

function describe(name: string): string {
  if (name === 'BlockhashNotFound') return 'Blockhash not found';
  if (name === 'AlreadyProcessed') return 'This transaction has already been processed';
  if (name === 'SignatureFailure') return 'Transaction did not pass signature verification';
  if (name === 'InsufficientFundsForFee') {
    return 'Attempt to debit an account but found no record of a prior credit.';
  }
  return name;
}
