using System;
using System.Collections.Generic;

/// <summary>An unbalanced binary search tree with insert, lookup and in-order traversal.</summary>
public sealed class BinarySearchTree<T> where T : IComparable<T>
{
    private sealed class Node
    {
        public Node(T value) => Value = value;
        public T Value { get; }
        public Node? Left { get; set; }
        public Node? Right { get; set; }
    }

    private Node? _root;

    public int Count { get; private set; }

    /// <summary>Adds a value; returns false when it is already present.</summary>
    public bool Add(T value)
    {
        if (_root is null)
        {
            _root = new Node(value);
            Count++;
            return true;
        }
        var node = _root;
        while (true)
        {
            int order = value.CompareTo(node.Value);
            if (order == 0) return false;
            var next = order < 0 ? node.Left : node.Right;
            if (next is null)
            {
                if (order < 0) node.Left = new Node(value);
                else node.Right = new Node(value);
                Count++;
                return true;
            }
            node = next;
        }
    }

    public bool Contains(T value)
    {
        var node = _root;
        while (node is not null)
        {
            int order = value.CompareTo(node.Value);
            if (order == 0) return true;
            node = order < 0 ? node.Left : node.Right;
        }
        return false;
    }

    /// <summary>Values in ascending order, without recursion (an explicit stack).</summary>
    public IEnumerable<T> InOrder()
    {
        var stack = new Stack<Node>();
        var node = _root;
        while (stack.Count > 0 || node is not null)
        {
            while (node is not null)
            {
                stack.Push(node);
                node = node.Left;
            }
            node = stack.Pop();
            yield return node.Value;
            node = node.Right;
        }
    }
}
