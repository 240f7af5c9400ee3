// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title KitTestToken
/// @notice An ERC20 for the local devnet: any decimals, an initial supply minted to a list of
/// holders in the constructor (so funding the test accounts costs one transaction), and a mint the
/// deployer can call later.
contract KitTestToken is ERC20, Ownable {
    uint8 private immutable _decimals;

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory holders,
        uint256 amountEach
    ) ERC20(name_, symbol_) {
        _decimals = decimals_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    /// @notice Mints `amount` (in the smallest unit) to `to`. Only the deployer may mint.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
