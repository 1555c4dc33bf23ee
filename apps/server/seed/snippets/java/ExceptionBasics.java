public class ExceptionBasics {
    /** A checked exception of our own, with the data a caller needs to react to it. */
    static class InsufficientFundsException extends Exception {
        final long balance;
        final long amount;

        InsufficientFundsException(long balance, long amount) {
            super("cannot withdraw " + amount + ", balance is " + balance);
            this.balance = balance;
            this.amount = amount;
        }
    }

    /** The balance after a withdrawal; bad input throws instead of returning a marker value. */
    static long withdraw(long balance, long amount) throws InsufficientFundsException {
        if (amount <= 0) throw new IllegalArgumentException("amount must be positive");
        if (amount > balance) throw new InsufficientFundsException(balance, amount);
        return balance - amount;
    }

    /** A port from text, or the default: catch only the exception you expect. */
    static int parsePort(String text, int fallback) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException error) {
            return fallback;
        } finally {
            // cleanup that must always run goes here
        }
    }

    public static void main(String[] args) throws Exception {
        // Check: the custom exception is caught by type and carries its data.
        if (withdraw(100, 30) != 70) throw new AssertionError("withdraw");
        try {
            withdraw(10, 50);
            throw new AssertionError("expected InsufficientFundsException");
        } catch (InsufficientFundsException error) {
            if (error.amount != 50) throw new AssertionError("amount");
        }
        if (parsePort("x", 8080) != 8080 || parsePort("443", 8080) != 443) throw new AssertionError("parsePort");
        System.out.println("exception basics ok");
    }
}
