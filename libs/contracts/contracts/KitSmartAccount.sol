// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title KitSmartAccount
/// @notice The embedded wallet's smart account on the devnet: a minimal contract account owned by
/// the identity's EOA. The owner executes calls through it, and signatures by the owner are valid
/// for it under ERC-1271.
contract KitSmartAccount is IERC1271 {
    /// @notice The EOA that controls this account.
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice Accepts the native coin.
    receive() external payable {}

    /// @notice Calls `to` with `value` and `data` from this account; only the owner may.
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "KitSmartAccount: caller is not the owner");
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes memory signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == owner ? this.isValidSignature.selector : bytes4(0xffffffff);
    }
}
